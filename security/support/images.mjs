// Images for uploads: a small real photo (with EXIF that names a place, as a phone writes it) and a
// decompression bomb (a few KB of PNG that claims to be tens of thousands of pixels on each side).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 64×48 JPEG whose EXIF holds GPS-like text and a camera name. */
export async function photoWithExif() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TallyTestCam', Model: 'GPS -33.8688 151.2093', ImageDescription: 'Secret Venue Street' } })
    .toBuffer();
}

/** A small PNG (no metadata). */
export async function smallPng() {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/** @param {string} type @param {Buffer} data */
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** @param {Buffer} buffer */
function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A PNG of side × side grey pixels, all zero: the compressed data is tiny, the decoded image is
 * side² bytes (50,000² is 2.5 GB). Built by hand so the test does not need the memory itself.
 * @param {number} side
 */
export function decompressionBombPng(side = 50000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Only the first rows are really there: a decoder that trusts the header and allocates first is the problem.
  const rows = Buffer.alloc((side + 1) * 64);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @param {Buffer} bytes @param {string} type */
export function dataUrl(bytes, type) {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * A multipart/form-data body with one file field.
 * @param {string} field @param {Buffer} bytes @param {string} type @param {string} [filename]
 */
export function multipartFile(field, bytes, type, filename = 'picture') {
  const boundary = `----tallysecurity${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
