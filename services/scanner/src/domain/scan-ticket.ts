import { randomUUID } from 'node:crypto';
import type { ScanResult } from '@tally/contracts';
import type { TicketInterpretation } from '../engines/ticket-interpreter';
import { readTicketImage, toScanResult } from './read-ticket';
import type { ScannerContext } from './scanner-work';

/** Reads a ticket photo through the engine chain, keeps the scan for the later result check, and answers the form's fields. */
export async function scanTicketImage(ctx: ScannerContext, userId: string, imageBase64: string): Promise<ScanResult> {
  const { image, found } = await readTicketImage(ctx.interpreter, imageBase64, ctx.logger.child({ userId }));
  return toScanResult(found, image.dataUrl, await keepScan(ctx, userId, found));
}

/** Interprets text recognised on the device (the model when configured, else the parser) and keeps the scan. */
export async function scanTicketText(ctx: ScannerContext, userId: string, text: string, dataUrl: string | null): Promise<ScanResult> {
  const found = await ctx.interpreter.interpretText(text);
  return toScanResult(found, dataUrl, await keepScan(ctx, userId, found));
}

/** Wagering and lottery scans are kept (fields, numbers and text; no image) so the activity made from them can be checked. */
async function keepScan(ctx: ScannerContext, userId: string, found: TicketInterpretation): Promise<string | null> {
  const { fields, lottery } = found.reading;
  if (fields.type === 'unknown') return null;
  const scanId = randomUUID();
  // In a unit of work, so an idempotent scan keeps its scan in the same transaction as its key.
  await ctx.work.run(({ scans }) => scans.keep({ id: scanId, userId, type: fields.type, fields, lottery, rawText: found.rawText, createdAt: ctx.clock() }));
  return scanId;
}
