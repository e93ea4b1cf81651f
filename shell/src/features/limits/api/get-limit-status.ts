import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@tally/ui';

/** GET /api/limits/status: what the person has spent so far today, this week and this month (alerts' own count). */
export function useLimitStatus() {
  return useQuery({ ...apiQuery('getLimitStatus'), staleTime: 0 });
}
