import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { showToast } from '@tally/ui';

/** Export Data (spec section 2, Settings): everything the person logged, as one CSV file, with the spec's toasts. */
export function ExportDataSection({ timeZone }: { timeZone: string }) {
  const [busy, setBusy] = useState(false);

  async function exportNow() {
    setBusy(true);
    try {
      const { exportAllData } = await import('../api/export-all-data');
      const count = await exportAllData(timeZone);
      showToast({ title: 'Data Export Complete', description: `Exported ${count} records to a CSV file.` });
    } catch {
      showToast({ title: 'Export Failed', description: 'Failed to export data. Please try again.', variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Download every activity and session you have logged as a CSV file, to keep or to open in a spreadsheet.
      </Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportNow()} disabled={busy} aria-busy={busy}>
        {busy ? 'Exporting...' : 'Export Data'}
      </Button>
    </Box>
  );
}
