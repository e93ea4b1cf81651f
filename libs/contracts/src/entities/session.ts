import { z } from 'zod';
import { MoneyString } from '../money';

export const SESSION_TYPES = ['slot', 'table'] as const;
/** slot = pokies (deposits), table = poker, blackjack… (buy-ins). */
export const SessionType = z.enum(SESSION_TYPES);
export type SessionType = z.infer<typeof SessionType>;

/**
 * A live slot or table session: active until ended with a final cash-out amount.
 * `totalDeposits` carries the same value as `totalDeposited` (the spec reads both names).
 */
export const Session = z.object({
  id: z.uuid(),
  type: SessionType,
  venue: z.string().nullable(),
  isActive: z.boolean(),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  totalDeposited: MoneyString,
  totalDeposits: MoneyString.describe('Same value as totalDeposited'),
  finalAmount: MoneyString.nullable(),
  depositsCount: z.number().int().min(0),
});
export type Session = z.infer<typeof Session>;
