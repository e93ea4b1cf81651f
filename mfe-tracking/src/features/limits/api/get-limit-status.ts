import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/limits/status: the person's limits in force, what is left of each, waiting raises and the run of days within them. */
export function useLimitStatus() {
  return useQuery<ApiAnswer<'getLimitStatus'>>({ queryKey: queryKeys.limitStatus });
}
