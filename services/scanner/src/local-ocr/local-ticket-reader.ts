import type { TicketReading } from '@tally/ticket-reader';

/** Thrown when every OCR thread is busy and the queue is full: the route answers 503 with Retry-After. */
export class OcrBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The ticket reader is busy. Please try again in a few seconds.');
  }
}

export interface LocalTicketReaderOptions {
  /** OCR threads; defaults to the number of cores. */
  threads?: number;
  /** Images waiting beyond the running ones before OcrBusyError. */
  queueLimit?: number;
}

/** Server-side OCR (tesseract.js, English data from npm) after image clean-up, then the shared parser. */
export interface LocalTicketReader {
  readImage(image: Buffer): Promise<{ text: string; reading: TicketReading }>;
  close(): Promise<void>;
}

export async function createLocalTicketReader(options: LocalTicketReaderOptions = {}): Promise<LocalTicketReader> {
  throw new Error(`the local ticket reader is being written (${JSON.stringify(options)})`);
}
