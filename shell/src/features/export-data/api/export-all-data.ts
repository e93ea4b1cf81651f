import { type Activity, type Session, PAGE_SIZE } from '@tally/contracts';
import { fetchAllPages } from '@tally/ui';
import { allDataFileName, buildCsv, downloadCsv, toReportEntries } from '@tally/ui/export';

/**
 * Export Data (spec section 7: export reads all activities and all sessions, then builds a CSV
 * on the device): every page of GET /api/activities and GET /api/sessions, written as
 * gambling-data-{date}.csv. Loaded when the button is pressed, with papaparse.
 * @returns how many records were written
 */
export async function exportAllData(timeZone: string): Promise<number> {
  const [activities, sessions] = await Promise.all([
    fetchAllPages<Activity>('/api/activities', { query: { limit: PAGE_SIZE.max } }),
    fetchAllPages<Session>('/api/sessions', { query: { limit: PAGE_SIZE.max } }),
  ]);
  const entries = toReportEntries(activities, sessions);
  downloadCsv(buildCsv(entries, timeZone), allDataFileName(timeZone));
  return entries.length;
}
