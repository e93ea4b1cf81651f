import { useQuery } from '@tanstack/react-query';
import { RECENT_LIST, type ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/activities?limit=5: pending first, then newest (spec section 7). Home's two lists read it. */
export function useRecentActivities() {
  return useQuery<ApiAnswer<'listActivities'>>({ queryKey: queryKeys.recentActivities(RECENT_LIST.activities) });
}
