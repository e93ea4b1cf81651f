import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { ToastContext, type Toast } from './toast-context';

const AUTO_HIDE_MS = 5000;

/** Shows toasts one at a time, above the bottom navigation. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 80, sm: 88 } }}
      >
        <Alert onClose={close} severity={toast?.variant ?? 'success'} variant="filled" sx={{ width: '100%' }}>
          <AlertTitle sx={{ mb: toast?.description ? 0.25 : 0 }}>{toast?.title}</AlertTitle>
          {toast?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
