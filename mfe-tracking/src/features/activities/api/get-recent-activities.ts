import { useQuery } from '@tanstack/react-query';
import { RECENT_LIST, type Activity } from '@tally/contracts';
import { queryKeys } from '@tally/ui';

/** GET /api/activities?limit=5, newest first (spec section 7). */
export function useRecentActivities() {
  return useQuery<Activity[]>({ queryKey: queryKeys.recentActivities(RECENT_LIST.activities) });
}
