import { z } from 'zod';
import { MoneyString } from '../money';

/** Money added to a session: a deposit (slot) or a buy-in (table). */
export const Deposit = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  amount: MoneyString,
  createdAt: z.iso.datetime(),
});
export type Deposit = z.infer<typeof Deposit>;
