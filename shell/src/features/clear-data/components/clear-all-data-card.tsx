import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SectionCard, Spinner, showToast } from '@tally/ui';
import { useClearAllData } from '../api/clear-all-data';

const WHAT_GOES =
  'Every activity, session, ticket photo, notification, insight, self-check result and scan you have logged is deleted from Tally. ' +
  // ADR 0005: clearing must not be a way to silence a limit.
  'What you spent today, this week and this month still counts toward your limits: the money is spent, so clearing does not reset them. ' +
  'Your account, settings and limits stay.';

/**
 * /settings: Clear All Data. The spec's confirmation dialog; confirming deletes the person's
 * tracked data in every service and waits (buttons disabled, the wait announced) until all have
 * finished, then shows 'Data Cleared'. A failure or a long wait is said plainly in an error toast.
 */
export function ClearAllDataCard() {
  const [open, setOpen] = useState(false);
  const clear = useClearAllData();
  const deleting = clear.isPending;
  const waiting = useRef<HTMLDivElement>(null);

  // The pressed button is disabled while deleting, which would drop keyboard focus to the page: keep it on the wait's message.
  useEffect(() => {
    if (deleting) waiting.current?.focus();
  }, [deleting]);

  const close = () => {
    if (!deleting) setOpen(false);
  };
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        showToast({ title: 'Data Cleared', description: 'Everything you had logged has been deleted. Your account, settings and limits are kept.' });
      },
      onError: (error) => {
        setOpen(false);
        showToast({ title: 'Clear All Data did not finish', description: error.message, variant: 'error' });
      },
    });

  return (
    <SectionCard title="Clear your data">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {WHAT_GOES}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Clear All Data
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="clear-data-title" aria-describedby="clear-data-description" fullWidth maxWidth="xs">
        <DialogTitle id="clear-data-title">Clear All Data - Are You Sure?</DialogTitle>
        <DialogContent>
          <DialogContentText id="clear-data-description">{WHAT_GOES} This cannot be undone.</DialogContentText>
          <Box ref={waiting} tabIndex={-1} role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: deleting ? 2 : 0, minHeight: 0 }}>
            {deleting ? (
              <>
                <Box aria-hidden sx={{ display: 'flex' }}>
                  <Spinner size={24} />
                </Box>
                <Typography>Deleting your data…</Typography>
              </>
            ) : null}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={deleting}>
            Yes, Delete All Data
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
