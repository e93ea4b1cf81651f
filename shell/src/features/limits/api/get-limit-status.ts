import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/limits/status: what the person has spent so far today, this week and this month (alerts' own count). */
export function useLimitStatus() {
  return useQuery<ApiAnswer<'getLimitStatus'>>({ queryKey: queryKeys.limitStatus, staleTime: 0 });
}
