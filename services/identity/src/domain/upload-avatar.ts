import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, ERROR_CODES, FILE_MESSAGES, type User } from '@tally/contracts';
import { AuthenticationError, InputError } from '@tally/service-kit';
import { toUser } from '../db/users.repo';
import type { IdentityDeps } from './identity-deps';

const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp']);
export const AVATAR_SIZE = 256;

/**
 * Judges the upload by its bytes, not its name, then re-encodes it (256x256 WebP, metadata
 * dropped, first frame only), so nothing a person uploaded is ever served back as it came.
 */
export async function uploadAvatar(deps: IdentityDeps, userId: string, file: Buffer | undefined): Promise<User> {
  if (!file || file.length === 0) throw new InputError('Please choose an image to upload.', undefined, ERROR_CODES.unsupportedImage);
  if (file.length > AVATAR_MAX_BYTES) throw new InputError(FILE_MESSAGES.avatarTooLarge.description, undefined, ERROR_CODES.tooLarge);
  const format = await deps.images.format(file);
  if (!format || !ACCEPTED.has(format)) {
    throw new InputError('Please choose a JPG, PNG, GIF or WebP image.', undefined, ERROR_CODES.unsupportedImage);
  }
  const image = await deps.images.squareWebp(file, AVATAR_SIZE).catch(() => {
    // A header that looks right over damaged image data: the person's file, not our fault.
    throw new InputError('This image could not be read. Please choose another.', undefined, ERROR_CODES.unsupportedImage);
  });
  if (!(await deps.work.repos.users.findById(userId))) throw new AuthenticationError();
  const id = randomUUID();
  const row = await deps.work.run(async ({ avatars, users }) => {
    await avatars.replace({ id, userId, image, contentType: 'image/webp' });
    return users.update(userId, { profileImageUrl: `/api/user/avatar/${id}` });
  });
  return toUser(row);
}
