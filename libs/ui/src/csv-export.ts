// The CSV export, shared by mfe-reports (Export Filtered Data) and the shell's Settings (Export
// Data) as '@tally/ui/export': its own entry, not part of the shared '@tally/ui', so papaparse
// and date-fns reach only the apps that export, and only their export chunk when they import it lazily.
export {
  REPORT_CATEGORIES,
  activityCategory,
  activityTitle,
  aiBadge,
  entryFromActivity,
  entryFromSession,
  toReportEntries,
  type AiBadge,
  type EntryStatus,
  type ReportCategory,
  type ReportEntry,
} from './export/report-entry';
export { CSV_COLUMNS, buildCsv } from './export/build-csv';
export { bankCheckCsvRows } from './export/bank-check-rows';
export { neutraliseCell } from './export/neutralise-cell';
export { allDataFileName, reportFileName, toFileNamePart } from './export/file-names';
export { downloadCsv } from './export/download-csv';
