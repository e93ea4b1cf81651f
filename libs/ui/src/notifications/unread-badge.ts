import { UNREAD_BADGE_CAP } from '@tally/contracts';

/** The bell badge text: '' for none, the count up to the cap, then "9+" (spec section 9). */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count));
}

/** The bell link's accessible name: "Notifications", or "Notifications, N unread" (N as on the badge). */
export function notificationsLabel(count: number): string {
  const badge = unreadBadgeText(count);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}
