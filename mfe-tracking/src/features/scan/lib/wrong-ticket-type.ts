import { SCAN_MESSAGES, type ScanTicketType } from '@tally/contracts';

/** Which dialog a scan was started in. */
export type ScanDialogKind = 'wagering' | 'lottery';

/**
 * The toast for a ticket scanned in the other kind's dialog (spec section 8), or null when it
 * belongs here. A ticket the reader could not place ('unknown') is let through: the person sees
 * what was filled, and nothing is saved until they submit.
 */
export function wrongTicketType(dialog: ScanDialogKind, scanned: ScanTicketType): { title: string; description: string } | null {
  if (dialog === 'wagering' && scanned === 'lottery') return SCAN_MESSAGES.wrongTypeLottery;
  if (dialog === 'lottery' && scanned === 'wagering') return SCAN_MESSAGES.wrongTypeWagering;
  return null;
}
