import { FILE_MESSAGES, SCAN_IMAGE_MAX_BYTES } from '@tally/contracts';

/** Why a chosen file cannot be scanned (spec section 5, "Scan file"), as the toast's title and line; null when it can. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return FILE_MESSAGES.scanInvalidType;
  if (file.size > SCAN_IMAGE_MAX_BYTES) return FILE_MESSAGES.scanTooLarge;
  return null;
}
