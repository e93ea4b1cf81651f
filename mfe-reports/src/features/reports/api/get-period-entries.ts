import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Activity, type Session } from '@tally/contracts';
import { fetchAllPages, queryKeys } from '@tally/ui';

/** The period as the API's startDate and endDate. */
export interface PeriodQuery {
  startDate: string;
  endDate: string;
}

/**
 * Every activity created in the period (GET /api/activities/by-date, all pages). Keyed under the
 * activities prefix, so logging or settling one anywhere in the app refreshes the report.
 */
export function usePeriodActivities(period: PeriodQuery) {
  return useQuery({
    queryKey: [...queryKeys.activities, 'by-date', { ...period, pages: 'all' }],
    queryFn: ({ signal }) => fetchAllPages<Activity>('/api/activities/by-date', { query: { ...period, limit: PAGE_SIZE.max }, signal }),
  });
}

/** Every slot and table session started in the period (GET /api/sessions?startDate&endDate, all pages). */
export function usePeriodSessions(period: PeriodQuery) {
  return useQuery({
    queryKey: [...queryKeys.sessions, { ...period, pages: 'all' }],
    queryFn: ({ signal }) => fetchAllPages<Session>('/api/sessions', { query: { ...period, limit: PAGE_SIZE.max }, signal }),
  });
}
