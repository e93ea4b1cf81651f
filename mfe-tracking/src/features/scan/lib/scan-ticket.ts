import { SCAN_MESSAGES, SCAN_MIN_TEXT_CHARS, VALIDATION_MESSAGES, type ScanResult } from '@tally/contracts';
import type { TicketReading } from '@tally/ticket-reader';
import { ApiError } from '@tally/ui';
import type { ScanStep } from './scan-steps';

/** Where a scan is being read, for the progress view's detail line. */
export type ScanSource = 'server-image' | 'device-ocr' | 'server-text' | 'device-parser';

/** The readers a scan tries, in the spec's order (section 4); each takes the scan's abort signal. */
export interface ScanReaders {
  /** POST /api/interpret-ticket-image: the server reads the photo itself. */
  interpretImage: (image: string, signal: AbortSignal) => Promise<ScanResult>;
  /** Text recognition in the browser (tesseract.js), loaded on first use. */
  recognizeText: (image: string, signal: AbortSignal) => Promise<string>;
  /** POST /api/interpret-ticket: the server interprets the text recognised here. */
  interpretText: (text: string, image: string, signal: AbortSignal) => Promise<ScanResult>;
  /** The same parser the server uses, run here: the last fallback ("local pattern parsing"). */
  readText: (text: string) => TicketReading | Promise<TicketReading>;
}

/** A scan that could not read the ticket; `reason` goes into the spec's "Scanning failed" toast. */
export class ScanFailedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ScanFailedError';
  }
}

/** Props of one step change: the step, and which reader is working on it. */
export type OnScanStep = (step: ScanStep, source?: ScanSource) => void;

/**
 * Reads a ticket photo (a data URL) into form fields, in the spec's order: the server reads the
 * image; failing that (an error answer, 503, no network), text is recognised in the browser and
 * the server interprets it; failing that, the shared parser reads the text here. Fewer than 3
 * characters of text ends the scan with "No readable text found…". The image is always kept as the
 * result's ticketImage. Aborting the signal rejects with its AbortError at whichever step it is.
 */
export async function scanTicket(image: string, readers: ScanReaders, { signal, onStep }: { signal: AbortSignal; onStep: OnScanStep }): Promise<ScanResult> {
  onStep('scanning', 'server-image');
  const read = await attempt(() => readers.interpretImage(image, signal), signal);
  if (read) {
    onStep('analyzing', 'server-image');
    return { ...read, ticketImage: read.ticketImage ?? image };
  }

  onStep('scanning', 'device-ocr');
  const text = await attempt(() => readers.recognizeText(image, signal), signal);
  if (text === null) throw new ScanFailedError(SCAN_MESSAGES.bothFailed);
  if (text.trim().length < SCAN_MIN_TEXT_CHARS) throw new ScanFailedError(VALIDATION_MESSAGES.noReadableText);

  onStep('analyzing', 'server-text');
  const interpreted = await attempt(() => readers.interpretText(text, image, signal), signal);
  if (interpreted) return { ...interpreted, ticketImage: interpreted.ticketImage ?? image };

  onStep('analyzing', 'device-parser');
  const reading = await attempt(async () => readers.readText(text), signal);
  if (!reading) throw new ScanFailedError(SCAN_MESSAGES.bothFailed);
  return { ...reading.fields, confidence: reading.confidence, rawText: text, ticketImage: image, engine: 'text', scanId: null };
}

/** The reader's answer, or null when it failed; a cancelled scan rejects instead of falling back. */
async function attempt<T>(read: () => Promise<T>, signal: AbortSignal): Promise<T | null> {
  signal.throwIfAborted();
  try {
    const answer = await read();
    signal.throwIfAborted();
    return answer;
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof ScanFailedError) throw error;
    // Too many scans: the server says when to try again, and reading on the device instead would hide it.
    if (error instanceof ApiError && error.status === 429) throw error;
    return null;
  }
}
