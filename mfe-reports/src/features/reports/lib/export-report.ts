import { buildCsv, downloadCsv, reportFileName, type ReportEntry } from '@tally/ui/export';

/**
 * Export Filtered Data: the entries the page shows, as gambling-report-{period}-{category}-{date}.csv.
 * Loaded only when the button is pressed, so papaparse is not part of the page's first load.
 * @returns how many records were written
 */
export function exportReport(entries: readonly ReportEntry[], period: string, category: string, timeZone: string): number {
  downloadCsv(buildCsv(entries, timeZone), reportFileName(period, category, timeZone));
  return entries.length;
}
