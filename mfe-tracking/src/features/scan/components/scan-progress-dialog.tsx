import { useId } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { visuallyHidden } from '@tally/ui';
import { SCAN_STEP_LABELS, SCAN_STEPS } from '../lib/scan-steps';
import type { ScanSource } from '../lib/scan-ticket';
import type { ScanView } from '../hooks/use-ticket-scan';

/** What is happening within a step, for the line under the bar. */
const SOURCE_LINES: Record<ScanSource, string> = {
  'server-image': 'Reading the photo…',
  'device-ocr': 'Recognising the text on this device…',
  'server-text': 'Working out the ticket details…',
  'device-parser': 'Working out the ticket details on this device…',
};

/**
 * Scan Ticket's progress view (spec section 4): preparing, scanning, analyzing, complete, with the
 * step said aloud as it changes (a polite live region) and Cancel at every step.
 */
export function ScanProgressDialog({ view, onCancel }: { view: ScanView | null; onCancel: () => void }) {
  const titleId = useId();
  const current = view ? SCAN_STEPS.indexOf(view.step) : 0;
  const complete = view?.step === 'complete';
  const line = complete ? (view?.summary ?? 'Check the details before you save.') : view?.source ? SOURCE_LINES[view.source] : 'Getting the photo ready…';
  return (
    <Dialog open={view !== null} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} component="h2">
        Scanning Ticket
      </DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={complete ? 'determinate' : 'indeterminate'}
          value={100}
          aria-label="Scan progress"
          aria-valuetext={view ? SCAN_STEP_LABELS[view.step] : undefined}
          sx={{ height: 6, borderRadius: 3, mb: 2 }}
        />
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {SCAN_STEPS.map((step, index) => {
            const done = index < current || complete;
            const active = index === current && !complete;
            return (
              <Stack component="li" key={step} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.75 }} aria-current={active ? 'step' : undefined}>
                {done ? (
                  <CheckCircleIcon aria-hidden sx={{ color: 'secondary.main' }} />
                ) : active ? (
                  <Box sx={{ width: 24, display: 'grid', placeItems: 'center' }}>
                    <CircularProgress size={20} aria-hidden />
                  </Box>
                ) : (
                  <RadioButtonUncheckedIcon aria-hidden sx={{ color: 'text.disabled' }} />
                )}
                <Typography sx={{ fontWeight: active ? 700 : 400, color: done || active ? 'text.primary' : 'text.secondary' }}>
                  {SCAN_STEP_LABELS[step]}
                  <Box component="span" sx={visuallyHidden}>
                    {done ? ' (done)' : active ? ' (in progress)' : ''}
                  </Box>
                </Typography>
              </Stack>
            );
          })}
        </Box>
        <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mt: 1.5, minHeight: '1.5em' }}>
          {view ? `${SCAN_STEP_LABELS[view.step]}. ${line}` : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
