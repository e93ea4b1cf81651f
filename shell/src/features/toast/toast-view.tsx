import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Button } from '@mui/material';
import Snackbar from '@mui/material/Snackbar';
import { PhoneLinkedText } from '@tally/ui/core';
import type { Toast } from '@tally/ui/core';

const AUTO_HIDE_MS = 5000;
// A limit or session alert (warning, info) comes with figures and often a helpline number: time to read them.
const ALERT_AUTO_HIDE_MS = 10000;
// The signed-in header is 56 px tall (with its border, 57): a toast starts a little below it.
const HEADER_CLEARANCE = 72;

/** Props of {@link ToastView}. */
export interface ToastViewProps {
  toast: Toast & { key: number };
  open: boolean;
  onClose: () => void;
}

/** The toast itself: above the bottom navigation on phones, at the top on larger screens. Loaded on first use: no toast shows on first paint. */
export default function ToastView({ toast, open, onClose }: ToastViewProps) {
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={toast.key}
      open={open}
      // An Undo needs the same time to be found and pressed.
      autoHideDuration={toast.variant === 'warning' || toast.variant === 'info' || toast.action ? ALERT_AUTO_HIDE_MS : AUTO_HIDE_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Phones: above the bottom navigation and a full-screen dialog's action bar. Larger screens: at
      // the top, where it cannot cover a centred dialog's buttons (Cancel, Log Wager), but below the
      // header, so the red "Need help now" stays in sight and in reach (HEADER_CLEARANCE).
      sx={{ bottom: { xs: 80, sm: 'auto' }, top: { xs: 'auto', sm: HEADER_CLEARANCE } }}
    >
      <Alert onClose={close} severity={toast.variant ?? 'success'} variant="filled" sx={{ width: '100%' }}>
        <AlertTitle sx={{ mb: toast.description ? 0.25 : 0 }}>{toast.title}</AlertTitle>
        {toast.description ? <PhoneLinkedText text={toast.description} /> : null}
        {toast.action ? (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => {
              onClose();
              toast.action!.onClick();
            }}
            sx={{ display: 'flex', mt: 1 }}
          >
            {toast.action.label}
          </Button>
        ) : null}
      </Alert>
    </Snackbar>
  );
}
