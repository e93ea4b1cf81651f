import { ERROR_CODES, FILE_MESSAGES } from '@tally/contracts';
import { InputError } from '@tally/service-kit';

/** Raster formats by their first bytes; what is stored and served is what the bytes say, not the label. */
const SIGNATURES: Array<{ contentType: string; matches(bytes: Buffer): boolean }> = [
  { contentType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { contentType: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6)) },
  { contentType: 'image/webp', matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { contentType: 'image/bmp', matches: (b) => b.toString('latin1', 0, 2) === 'BM' },
  { contentType: 'image/heic', matches: (b) => b.toString('latin1', 4, 8) === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(b.toString('latin1', 8, 12)) },
];

/**
 * Turns a ticket image data URL (already checked by the contract: a raster image type, base64,
 * at most 10 MB) into bytes, refusing anything whose bytes are not an image of a known format.
 */
export function decodeTicketImage(dataUrl: string): { contentType: string; image: Buffer } {
  const image = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const format = SIGNATURES.find((s) => image.length >= 12 && s.matches(image));
  if (!format) throw new InputError(FILE_MESSAGES.scanInvalidType.description, undefined, ERROR_CODES.unsupportedImage);
  return { contentType: format.contentType, image };
}
