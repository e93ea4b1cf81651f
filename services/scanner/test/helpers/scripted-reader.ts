import sharp from 'sharp';
import { emptyTicketFields, type TicketFields, type TicketReading } from '@tally/ticket-reader';
import type { LocalTicketReader } from '../../src/local-ocr/local-ticket-reader';

/**
 * A deterministic stand-in for the local OCR reader, for tests of the engine chain and of what the
 * service does with a reading; `next` sets what the following photos read as (or throw).
 */
export function createScriptedReader() {
  let next: () => Promise<{ text: string; reading: TicketReading }> = async () => ({ text: '', reading: reading({ type: 'unknown' }) });
  const reader: LocalTicketReader & { reads: number } = {
    reads: 0,
    async readImage() {
      reader.reads += 1;
      return next();
    },
    async close() {},
  };
  return {
    reader,
    open: async () => reader,
    readsAs(text: string, read: TicketReading) {
      next = async () => ({ text, reading: read });
    },
    throws(error: Error) {
      next = async () => {
        throw error;
      };
    },
  };
}

/** A parser reading with the given fields (the rest null), a confidence for each, and draw details. */
export function reading(fields: Partial<TicketFields>, lottery: TicketReading['lottery'] = null): TicketReading {
  const filled = Object.entries(fields).filter(([, v]) => v !== null && v !== undefined);
  return { fields: { ...emptyTicketFields(), ...fields }, confidence: Object.fromEntries(filled.map(([k]) => [k, 0.8])), lottery };
}

/** A small real PNG, as a data URL. */
export async function pngDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#f4f1ea' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
