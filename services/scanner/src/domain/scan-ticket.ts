import { randomUUID } from 'node:crypto';
import { ERROR_CODES, VALIDATION_MESSAGES, SCAN_MIN_TEXT_CHARS, ScanResult } from '@tally/contracts';
import { ServiceError } from '@tally/service-kit';
import type { TicketImage, TicketInterpretation } from '../engines/ticket-interpreter';
import { OcrBusyError } from '../local-ocr/local-ticket-reader';
import type { ScannerContext } from './scanner-work';

/** The spec's reason when every engine failed on a photo. */
export const BOTH_FAILED = 'Both AI and OCR processing failed. Try a clearer image.';

/** 503 with Retry-After: every OCR thread is busy and the queue is full. */
export class ScannerBusyError extends ServiceError {
  constructor(readonly retryAfterSeconds: number) {
    super('Ticket scanning is busy right now. Please try again in a few seconds.', 503, ERROR_CODES.unavailable, { retryAfterSeconds });
  }
}

/** 422: the photo was read but too little text came out, or nothing could read it. */
export class ScanFailedError extends ServiceError {
  constructor(message: string) {
    super(message, 422, ERROR_CODES.scanFailed);
  }
}

/** Reads a ticket photo through the engine chain, keeps the scan for the later result check, and answers the form's fields. */
export async function scanTicketImage(ctx: ScannerContext, userId: string, image: TicketImage & { dataUrl: string }): Promise<ScanResult> {
  let found: TicketInterpretation;
  try {
    found = await ctx.interpreter.interpretImage(image);
  } catch (err) {
    if (err instanceof OcrBusyError) throw new ScannerBusyError(err.retryAfterSeconds);
    ctx.logger.error({ err, userId }, 'Reading a ticket photo failed');
    throw new ScanFailedError(BOTH_FAILED);
  }
  if (found.rawText.trim().length < SCAN_MIN_TEXT_CHARS) throw new ScanFailedError(VALIDATION_MESSAGES.noReadableText);
  return keepScan(ctx, userId, found, image.dataUrl);
}

/** Interprets text recognised on the device (the model when configured, else the parser) and keeps the scan. */
export async function scanTicketText(ctx: ScannerContext, userId: string, text: string, dataUrl: string | null): Promise<ScanResult> {
  return keepScan(ctx, userId, await ctx.interpreter.interpretText(text), dataUrl);
}

/** Wagering and lottery scans are kept (fields, numbers and text; no image) so the activity made from them can be checked. */
async function keepScan(ctx: ScannerContext, userId: string, found: TicketInterpretation, ticketImage: string | null): Promise<ScanResult> {
  const { fields, confidence, lottery } = found.reading;
  let scanId: string | null = null;
  if (fields.type !== 'unknown') {
    scanId = randomUUID();
    await ctx.work.repos.scans.keep({ id: scanId, userId, type: fields.type, fields, lottery, rawText: found.rawText, createdAt: ctx.clock() });
  }
  return ScanResult.parse({ ...fields, rawText: found.rawText, ticketImage, confidence, engine: found.engine, scanId });
}
