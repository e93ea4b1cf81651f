import { SCRATCHIE_DENOMINATIONS, type LotteryGame } from '@tally/contracts';

/**
 * The draw games of the reference list (shared/reference/lottery-games.json: its `games`, without
 * the generic "Instant Scratchies" entry, plus `keno`), then one instant game per scratchie
 * denomination of spec section 3. The name is what an activity stores as its subtype. Scratchies
 * carry their price, so the lottery dialog needs no ticket cost for them.
 */
const DRAW_GAMES: ReadonlyArray<Pick<LotteryGame, 'id' | 'name'>> = [
  { id: 'saturday-lotto', name: 'Saturday Lotto' },
  { id: 'weekday-windfall', name: 'Weekday Windfall' },
  { id: 'oz-lotto', name: 'Oz Lotto' },
  { id: 'powerball', name: 'Powerball' },
  { id: 'set-for-life', name: 'Set for Life' },
  { id: 'lotto-strike', name: 'Lotto Strike' },
  { id: 'super-66', name: 'Super 66' },
  { id: 'lucky-lotteries', name: 'Lucky Lotteries' },
  { id: 'keno', name: 'Keno' },
];

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  ...DRAW_GAMES.map((game) => ({ ...game, kind: 'draw' as const, ticketCost: null })),
  ...SCRATCHIE_DENOMINATIONS.map((d) => ({
    id: `scratchie-${d.label.replace('$', '').toLowerCase()}`,
    name: d.subtype,
    kind: 'instant' as const,
    ticketCost: d.amount,
  })),
];
