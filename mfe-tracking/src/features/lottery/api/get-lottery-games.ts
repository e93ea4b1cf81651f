import { useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@tally/contracts';
import { apiQuery } from '@tally/ui';

/** GET /api/lottery-results/games/supported, kept for 5 minutes (spec section 9). */
export function useLotteryGames() {
  return useQuery({ ...apiQuery('listLotteryGames'), staleTime: CACHE_MS.lotteryGames });
}
