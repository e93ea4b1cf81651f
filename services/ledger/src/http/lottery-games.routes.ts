import type { LotteryGamesResponse } from '@tally/contracts';
import { route } from '@tally/service-kit';
import { LOTTERY_GAMES } from '../domain/lottery-games';

const answer: LotteryGamesResponse = { games: [...LOTTERY_GAMES] };

/** GET /api/lottery-results/games/supported: the same list for everyone (the front end caches it 5 minutes). */
export function lotteryGamesRoutes() {
  return [
    route('listLotteryGames', async ({ ctx }) => {
      ctx.set('Cache-Control', 'private, max-age=300');
      return answer;
    }),
  ];
}
