import { z } from 'zod';

/**
 * The lottery results feed scanner checks draw tickets against (LOTTERY_RESULTS_URL), an outside
 * source, so its answer is validated like any input. Asked as
 * `GET {url}?game=<game name>&draw=<draw number>` or `GET {url}?game=<game name>&date=<YYYY-MM-DD>`;
 * 200 with one draw's result and its dividends, 404 while they are not published yet (a result
 * without dividends counts as not published: it cannot tell a win from a loss).
 *
 * The winning rule comes from the feed itself: a game line wins a division when it matches exactly
 * `main` of the drawn numbers, at least `supplementary` of the supplementary numbers and, when
 * `powerball` is true, the powerball. A line with more numbers than `numbers` holds (a system
 * entry) plays every combination of that many of them. Each combination wins its best division only.
 */
export const LotteryDividend = z.object({
  division: z.number().int().min(1).max(20),
  main: z.number().int().min(0).max(20),
  supplementary: z.number().int().min(0).max(10).default(0),
  powerball: z.boolean().default(false),
  /** Prize per winning entry in this division, AUD: a decimal string or a number with at most 2 places. */
  amount: z.union([z.string().regex(/^\d{1,10}(\.\d{1,2})?$/), z.number().nonnegative().max(9_999_999_999)]),
});
export type LotteryDividend = z.infer<typeof LotteryDividend>;

export const LotteryDrawResult = z.object({
  game: z.string().min(1).max(100),
  drawNumber: z.number().int().positive().nullable(),
  drawDate: z.iso.date(),
  numbers: z.array(z.number().int().min(1).max(99)).min(1).max(20),
  supplementary: z.array(z.number().int().min(1).max(99)).max(10).default([]),
  powerball: z.number().int().min(1).max(99).nullable().default(null),
  dividends: z.array(LotteryDividend).max(30),
});
export type LotteryDrawResult = z.infer<typeof LotteryDrawResult>;
