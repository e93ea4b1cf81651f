import { AVATAR_MAX_BYTES, FILE_MESSAGES } from '@tally/contracts';

/** A picked file's type and size: all the avatar check needs. */
export interface PickedFile {
  type: string;
  size: number;
}

/**
 * Checks a picked profile picture before it is previewed (spec section 5): images only, at most
 * 5 MB. Returns the toast to show when it is refused, or null when it may be uploaded. The server
 * checks the content again.
 */
export function checkAvatarFile(file: PickedFile): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file type', description: 'Please select an image file (JPG, PNG or GIF).' };
  if (file.size > AVATAR_MAX_BYTES) return { ...FILE_MESSAGES.avatarTooLarge };
  return null;
}
