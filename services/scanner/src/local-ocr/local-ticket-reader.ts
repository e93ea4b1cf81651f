import { formatPrice, readPriceBadge, readTicketText, type TicketReading } from '@tally/ticket-reader';
import { findLargeWords } from './find-large-words';
import { createOcrPool, type OcrPool } from './ocr-pool';
import { type PrepareOptions, prepareTicketStrips } from './prepare-ticket-image';

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
      let text = await pool.recognise(() => prepareTicketStrips(image));
      let reading = readTicketText(text);
      if (isThin(text, reading)) {
        // Thin text (the ticket not found on its surface, print too faint or too dark for the first
        // clean-up): read the whole photo again at another scale and threshold before giving up;
        // the reading with more of the ticket's fields stands. Skipped when the readers are busy.
        const again = await pool.recognise(() => prepareTicketStrips(image, SECOND_PASS)).catch(() => null);
        if (again) {
          const second = readTicketText(again);
          if (filledFields(second) > filledFields(reading)) {
            text = again;
            reading = second;
          }
        }
      }
      if (reading.fields.subtype !== 'Scratchies' || reading.fields.amount !== null) return { text, reading };
      // A scratchie's price is printed large on its art, where reading the whole ticket drops it: the
      // ticket's large words are read alone, and the largest that is a price scratchies sell at stands
      // (a line of the text, so every later reading of the text keeps it). Skipped when the readers are busy.
      const badge = await readBadge(pool, image).catch(() => null);
      if (badge) {
        const priced = `${badge}\n${text}`;
        const second = readTicketText(priced);
        if (second.fields.subtype === 'Scratchies' && second.fields.amount !== null) return { text: priced, reading: second };
      }
      // Else its price and name may be light print on its art: read it a second time for them,
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

/** Below this tesseract confidence (0-100) a word read alone is not taken for a price. */
const BADGE_CONFIDENCE = 60;

/** The price badge's word ("$5", "50c"): the largest word read alone that is a scratchie price; null when none is. */
async function readBadge(pool: OcrPool, image: Buffer): Promise<string | null> {
  const read = await pool.recogniseWords(async () => (await findLargeWords(image)).map((w) => w.png));
  // Words come largest first.
  for (const word of read) {
    const price = word.confidence >= BADGE_CONFIDENCE ? readPriceBadge(word.text) : null;
    if (price !== null) return formatPrice(price);
  }
  return null;
}

/** The second pass over a thin reading: the whole photo (no crop), larger, without evening out the light. */
const SECOND_PASS: PrepareOptions = { crop: false, width: 900, flatten: false };

/** Words of three or more letters or digits a ticket's text holds. */
function wordCount(text: string): number {
  return (text.match(/[A-Za-z0-9$]{3,}/g) ?? []).length;
}

/** Too little was read to trust: no kind of ticket recognised, or only a few words. */
export function isThin(text: string, reading: TicketReading): boolean {
  return reading.fields.type === 'unknown' || wordCount(text) < 15;
}

function filledFields(reading: TicketReading): number {
  return Object.entries(reading.fields).filter(([key, value]) => key !== 'description' && key !== 'type' && value !== null && value !== false).length;
}
