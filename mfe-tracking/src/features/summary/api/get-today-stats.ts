import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, queryKeys } from '@tally/ui';
import { todayRange } from '../../../lib/today-range';

/** GET /api/stats for today (00:00:00 to 23:59:59 in the person's time zone): the home summary. */
export function useTodayStats() {
  const user = useQueryClient().getQueryData(queryKeys.user);
  const { startDate, endDate } = todayRange(user?.timeZone);
  return useQuery(apiQuery('getStats', { query: { startDate, endDate } }));
}
