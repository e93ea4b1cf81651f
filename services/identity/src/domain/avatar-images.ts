/**
 * The port to image processing that the avatar upload needs. The composition root picks the library
 * (src/images/sharp-avatar-images.ts).
 */
export interface AvatarImages {
  /** The format the bytes really hold ('jpeg', 'png', 'gif', 'webp', …), or undefined when they are no image. */
  format(bytes: Buffer): Promise<string | undefined>;
  /**
   * The picture re-encoded as a `size` x `size` WebP, cropped to cover, turned upright, metadata dropped and
   * first frame only; rejects when the image data is damaged.
   */
  squareWebp(bytes: Buffer, size: number): Promise<Buffer>;
}
