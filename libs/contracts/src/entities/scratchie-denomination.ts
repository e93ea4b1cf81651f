import { z } from 'zod';

/**
 * Instant scratch tickets by price. `subtype` is what a lottery activity stores; the price is
 * implied, so such a ticket needs no separate cost.
 */
export const SCRATCHIE_DENOMINATIONS = [
  { label: '50c', amount: '0.50', subtype: 'Scratchie 50c' },
  { label: '$1', amount: '1.00', subtype: 'Scratchie $1' },
  { label: '$2', amount: '2.00', subtype: 'Scratchie $2' },
  { label: '$5', amount: '5.00', subtype: 'Scratchie $5' },
  { label: '$10', amount: '10.00', subtype: 'Scratchie $10' },
  { label: '$15', amount: '15.00', subtype: 'Scratchie $15' },
  { label: '$20', amount: '20.00', subtype: 'Scratchie $20' },
] as const;

export type ScratchieDenomination = (typeof SCRATCHIE_DENOMINATIONS)[number];
export const ScratchieSubtype = z.enum(SCRATCHIE_DENOMINATIONS.map((d) => d.subtype) as [string, ...string[]]);

/** The price of a scratchie subtype ("Scratchie $5" -> "5.00"), or null for any other subtype. */
export function scratchieAmount(subtype: string): string | null {
  const found = SCRATCHIE_DENOMINATIONS.find((d) => d.subtype === subtype.trim());
  return found ? found.amount : null;
}
