import sharp from 'sharp';
import type { AvatarImages } from '../domain/avatar-images';

/** Avatar images with sharp (libvips, prebuilt binaries): the format from the bytes' header, the re-encoding at quality 82. */
export const sharpAvatarImages: AvatarImages = {
  format: (bytes) =>
    sharp(bytes)
      .metadata()
      .then(
        (m) => m.format,
        () => undefined,
      ),
  squareWebp: (bytes, size) => sharp(bytes, { animated: false, limitInputPixels: 40_000_000 }).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
};
