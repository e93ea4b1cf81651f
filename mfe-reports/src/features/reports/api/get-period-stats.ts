import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@tally/ui';
import type { PeriodQuery } from './get-period-entries';

/**
 * GET /api/stats for the period: the summary cards for All Categories, which arrive in one small
 * answer while a long period's activities are still coming page by page.
 */
export function usePeriodStats(period: PeriodQuery, enabled: boolean) {
  return useQuery({ ...apiQuery('getStats', { query: { startDate: period.startDate, endDate: period.endDate } }), enabled });
}
