import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST } from '@tally/contracts';
import { ToastContext, type Toast } from './toast-context';

const ToastView = lazy(() => import('./toast-view'));

/**
 * Shows toasts one at a time (spec section 9); a new toast replaces the one on screen. The toasts
 * sit in a named region that F8 focuses, so keyboard and screen-reader users can reach them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);
  const show = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST.hotkey) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section ref={region} tabIndex={-1} aria-label={`Toast messages (${TOAST.hotkey})`} style={{ outline: 'none' }}>
        {toast ? (
          <Suspense fallback={null}>
            <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </section>
    </ToastContext.Provider>
  );
}
