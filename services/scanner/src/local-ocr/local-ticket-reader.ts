import { readTicketText, type TicketReading } from '@tally/ticket-reader';
import { createOcrPool } from './ocr-pool';
import { prepareTicketStrips } from './prepare-ticket-image';

export { OcrBusyError } from './ocr-busy-error';

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
  const pool = await createOcrPool({ threads: options.threads, queueLimit: options.queueLimit });
  return {
    async readImage(image) {
      const text = await pool.recognise(() => prepareTicketStrips(image));
      return { text, reading: readTicketText(text) };
    },
    close: () => pool.close(),
  };
}
