import { Router } from '@koa/router';
import type { LotteryGamesResponse } from '@tally/contracts';
import { requireUserId, type ServiceState } from '@tally/service-kit';
import { LOTTERY_GAMES } from '../domain/lottery-games';

const answer: LotteryGamesResponse = { games: [...LOTTERY_GAMES] };

/** GET /api/lottery-results/games/supported: the same list for everyone (the front end caches it 5 minutes). */
export function lotteryGamesRoutes() {
  const router = new Router<ServiceState>();
  router.get('/api/lottery-results/games/supported', (ctx) => {
    requireUserId(ctx);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = answer;
  });
  return router;
}
