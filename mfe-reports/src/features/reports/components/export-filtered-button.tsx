import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { showToast } from '@tally/ui';
import type { ReportEntry } from '@tally/ui/export';

/** Props of {@link ExportFilteredButton}. */
export interface ExportFilteredButtonProps {
  /** The filtered entries; undefined while they load, null when they could not be loaded. */
  entries: readonly ReportEntry[] | null | undefined;
  period: string;
  category: string;
  timeZone: string;
}

/** 'Export Filtered Data': a CSV of what the filters show, with the spec's toasts. */
export function ExportFilteredButton({ entries, period, category, timeZone }: ExportFilteredButtonProps) {
  const [busy, setBusy] = useState(false);
  const loading = entries === undefined;

  async function exportNow() {
    setBusy(true);
    try {
      if (!entries) throw new Error('The report could not be loaded');
      const { exportReport } = await import('../lib/export-report');
      const count = exportReport(entries, period, category, timeZone);
      showToast({ title: 'Report Export Complete', description: `Exported ${count} records for ${period} - ${category}` });
    } catch {
      showToast({ title: 'Export Failed', description: 'Failed to export filtered data. Please try again.', variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportNow()}
      disabled={loading || busy}
      sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-end' } }}
    >
      Export Filtered Data
    </Button>
  );
}
