import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from './toast-context';

const AUTO_HIDE_MS = 5000;

/** Props of {@link ToastView}. */
export interface ToastViewProps {
  toast: Toast & { key: number };
  open: boolean;
  onClose: () => void;
}

/** The toast itself, above the bottom navigation. Loaded on first use: no toast shows on first paint. */
export default function ToastView({ toast, open, onClose }: ToastViewProps) {
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={AUTO_HIDE_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 80, sm: 88 } }}
    >
      <Alert onClose={close} severity={toast.variant ?? 'success'} variant="filled" sx={{ width: '100%' }}>
        <AlertTitle sx={{ mb: toast.description ? 0.25 : 0 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
