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
      const reading = readTicketText(text);
      if (reading.fields.subtype !== 'Scratchies' || reading.fields.amount !== null) return { text, reading };
      // A scratchie's price and name are light print on its art: read it a second time for them,
      // unless the readers are busy (the first reading stands then).
      const light = await pool.recognise(() => prepareTicketStrips(image, { lightPrint: true })).catch(() => null);
      if (!light) return { text, reading };
      const both = `${light}\n${text}`;
      const second = readTicketText(both);
      return second.fields.subtype === 'Scratchies' ? { text: both, reading: second } : { text, reading };
    },
    close: () => pool.close(),
  };
}
