import sharp from 'sharp';
import { ERROR_CODES, FILE_MESSAGES, SCAN_IMAGE_MAX_BYTES, isBase64 } from '@tally/contracts';
import { InputError } from '@tally/service-kit';
import type { TicketImage } from './ticket-interpreter';

/** Formats sharp reads that a camera or a screenshot gives; the model and the OCR take them all. */
const ACCEPTED = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
  ['tiff', 'image/tiff'],
  ['avif', 'image/avif'],
  ['heif', 'image/heif'],
]);
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64,/i;

const notAnImage = () => new InputError(FILE_MESSAGES.scanInvalidType.description, undefined, ERROR_CODES.unsupportedImage);

/**
 * A ticket photo from a request (a data URL or bare base64), judged by its bytes rather than its
 * label: not base64 or not an image is a 400 with the spec's message, over 10 MB the size message.
 * Returns the bytes, their real type and the data URL the answer carries.
 */
export async function decodeTicketImage(input: string): Promise<TicketImage & { dataUrl: string }> {
  const header = DATA_URL.exec(input);
  if (input.startsWith('data:') && !header) throw notAnImage();
  const base64 = (header ? input.slice(header[0].length) : input).replace(/\s+/g, '');
  if (!isBase64(base64)) throw notAnImage();
  const bytes = Buffer.from(base64, 'base64');
  // A lone base64 character decodes to no bytes, and sharp throws (not rejects) on an empty buffer.
  if (bytes.length === 0) throw notAnImage();
  if (bytes.length > SCAN_IMAGE_MAX_BYTES) throw new InputError(FILE_MESSAGES.scanTooLarge.description, undefined, ERROR_CODES.tooLarge);
  const format = await sharp(bytes, { limitInputPixels: 100_000_000 })
    .metadata()
    .then(
      (m) => m.format as string,
      () => undefined,
    );
  const mimeType = format ? ACCEPTED.get(format) : undefined;
  if (!mimeType) throw notAnImage();
  return { bytes, mimeType, dataUrl: `data:${mimeType};base64,${base64}` };
}
