import sharp from 'sharp';
import { ERROR_CODES, FILE_MESSAGES } from '@tally/contracts';
import { InputError } from '@tally/service-kit';
import type { TicketPhotoCleaner } from '../domain/ticket-photos';

// Big enough for any phone camera; a decompression bomb stops here rather than filling memory.
const MAX_PIXELS = 100_000_000;

/**
 * A ticket photo re-encoded by sharp in its own format, so what is stored carries no EXIF (a phone's
 * GPS position: where the person gambles), XMP, IPTC, ICC or comments: sharp writes none unless asked.
 * The EXIF orientation is applied first, so the picture still shows upright. BMP has no metadata
 * blocks and sharp does not read it, so it is kept as sent; a photo sharp cannot decode is refused.
 */
export const stripImageMetadata: TicketPhotoCleaner = async (photo) => {
  const { image, contentType } = photo;
  if (contentType === 'image/bmp') return photo;
  try {
    const decoded = sharp(image, { limitInputPixels: MAX_PIXELS, animated: contentType === 'image/gif' }).autoOrient();
    switch (contentType) {
      case 'image/png':
        return { contentType, image: await decoded.png().toBuffer() };
      case 'image/gif':
        return { contentType, image: await decoded.gif().toBuffer() };
      case 'image/webp':
        return { contentType, image: await decoded.webp({ quality: 90 }).toBuffer() };
      default:
        // JPEG, and HEIC when this sharp build reads it (stored as JPEG, which every browser shows).
        return { contentType: 'image/jpeg', image: await decoded.jpeg({ quality: 90 }).toBuffer() };
    }
  } catch {
    throw new InputError(FILE_MESSAGES.scanInvalidType.description, undefined, ERROR_CODES.unsupportedImage);
  }
};
