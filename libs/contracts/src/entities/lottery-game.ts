import { z } from 'zod';
import { MoneyString } from '../money';

export const LOTTERY_GAME_KINDS = ['draw', 'instant'] as const;

/** A lottery game the server supports (GET /api/lottery-results/games/supported). */
export const LotteryGame = z.object({
  id: z.string().min(1).describe('Stable slug, e.g. "saturday-lotto"'),
  name: z.string().min(1).describe('Display name, also stored as the activity subtype'),
  kind: z.enum(LOTTERY_GAME_KINDS),
  ticketCost: MoneyString.nullable().optional().describe('Fixed price (scratchie denominations): no ticket cost needs entering. Null for games whose cost the person enters'),
});
export type LotteryGame = z.infer<typeof LotteryGame>;
