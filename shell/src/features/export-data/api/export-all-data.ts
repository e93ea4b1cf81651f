import { PAGE_SIZE } from '@tally/contracts';
import { api, fetchEveryPage } from '@tally/ui';
import { allDataFileName, bankCheckCsvRows, buildCsv, downloadCsv, toReportEntries } from '@tally/ui/export';

/**
 * Export Data (spec section 7: export reads all activities and all sessions, then builds a CSV
 * on the device): every page of GET /api/activities and GET /api/sessions, written as
 * gambling-data-{date}.csv, followed by the bank check's kept monthly totals (one row per month and operator).
 * Loaded when the button is pressed, with papaparse.
 * @returns how many records were written
 */
export async function exportAllData(timeZone: string): Promise<number> {
  const [activities, sessions, bankCheck] = await Promise.all([
    fetchEveryPage('listActivities', { query: { limit: PAGE_SIZE.max } }),
    fetchEveryPage('listSessions', { query: { limit: PAGE_SIZE.max } }),
    api.call('getBankCheck'),
  ]);
  const entries = toReportEntries(activities, sessions);
  const banked = bankCheck.months.reduce((n, month) => n + month.operators.length, 0);
  downloadCsv(buildCsv(entries, timeZone) + bankCheckCsvRows(bankCheck.months), allDataFileName(timeZone));
  return entries.length + banked;
}
