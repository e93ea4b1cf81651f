import { useQuery } from '@tanstack/react-query';
import { CACHE_MS, type ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/lottery-results/games/supported, kept for 5 minutes (spec section 9). */
export function useLotteryGames() {
  return useQuery<ApiAnswer<'listLotteryGames'>>({ queryKey: queryKeys.lotteryGames, staleTime: CACHE_MS.lotteryGames });
}
