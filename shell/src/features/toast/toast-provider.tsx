import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type Toast } from './toast-context';

const ToastView = lazy(() => import('./toast-view'));

/** Shows toasts one at a time (spec section 9); a new toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast ? (
        <Suspense fallback={null}>
          <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
