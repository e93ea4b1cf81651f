import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@tally/ui';

/** GET /api/limits/status: the person's limits in force, what is left of each, waiting raises and the run of days within them. */
export function useLimitStatus() {
  return useQuery(apiQuery('getLimitStatus'));
}
