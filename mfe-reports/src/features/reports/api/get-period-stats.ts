import { useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@tally/contracts';
import { queryKeys } from '@tally/ui';
import type { PeriodQuery } from './get-period-entries';

/**
 * GET /api/stats for the period: the summary cards for All Categories, which arrive in one small
 * answer while a long period's activities are still coming page by page.
 */
export function usePeriodStats(period: PeriodQuery, enabled: boolean) {
  return useQuery<ApiAnswer<'getStats'>>({ queryKey: queryKeys.statsBetween(period.startDate, period.endDate), enabled });
}
