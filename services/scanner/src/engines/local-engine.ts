import { readTicketText } from '@tally/ticket-reader';
import type { LocalTicketReader } from '../local-ocr/local-ticket-reader';
import type { TicketEngine } from './ticket-interpreter';

/**
 * The engines that need nothing outside the server: OCR (tesseract.js) and the ticket parser for a
 * photo, the parser alone for text. The OCR reader starts on first use, so a service that is only
 * asked about text (or whose model answers) never loads it.
 */
export function createLocalEngine(openReader: () => Promise<LocalTicketReader>): TicketEngine & { close(): Promise<void> } {
  let reader: Promise<LocalTicketReader> | undefined;
  const ready = () => {
    reader ??= openReader().catch((err) => {
      reader = undefined; // a failed start is tried again by the next scan
      throw err;
    });
    return reader;
  };
  return {
    name: 'local',
    async interpretImage(image) {
      const { text, reading } = await (await ready()).readImage(image.bytes);
      return { reading, rawText: text, engine: 'local' };
    },
    async interpretText(text) {
      return { reading: readTicketText(text), rawText: text, engine: 'text' };
    },
    async close() {
      const open = reader;
      reader = undefined;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}
