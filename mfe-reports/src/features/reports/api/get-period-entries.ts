import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@tally/contracts';
import { apiKey, fetchEveryPage } from '@tally/ui';

/** The period as the API's startDate and endDate. */
export interface PeriodQuery {
  startDate: string;
  endDate: string;
}

/** Marks a key whose answer is every page, apart from a one-page read of the same period. */
const ALL_PAGES = 'all pages';

/**
 * Every activity created in the period (GET /api/activities/by-date, all pages). Keyed under the
 * activities prefix, so logging or settling one anywhere in the app refreshes the report.
 */
export function usePeriodActivities(period: PeriodQuery) {
  return useQuery({
    queryKey: [...apiKey('listActivitiesByDate', { query: period }), ALL_PAGES],
    queryFn: ({ signal }) => fetchEveryPage('listActivitiesByDate', { query: { ...period, limit: PAGE_SIZE.max }, signal }),
  });
}

/** Every slot and table session started in the period (GET /api/sessions?startDate&endDate, all pages). */
export function usePeriodSessions(period: PeriodQuery) {
  return useQuery({
    queryKey: [...apiKey('listSessions', { query: period }), ALL_PAGES],
    queryFn: ({ signal }) => fetchEveryPage('listSessions', { query: { ...period, limit: PAGE_SIZE.max }, signal }),
  });
}
