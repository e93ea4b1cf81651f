import { useQuery } from '@tanstack/react-query';
import { RECENT_LIST } from '@tally/contracts';
import { apiQuery } from '@tally/ui';

/** GET /api/activities?limit=5: pending first, then newest (spec section 7). Home's two lists read it. */
export function useRecentActivities() {
  return useQuery(apiQuery('listActivities', { query: { limit: RECENT_LIST.activities } }));
}
