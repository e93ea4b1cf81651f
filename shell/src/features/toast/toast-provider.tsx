import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TOAST } from '@tally/contracts';
import { listenForToasts, showToast, type Toast, takeToastAfterReload } from '@tally/ui/core';

const loadToastView = () => import('./toast-view');
const ToastView = lazy(loadToastView);

/**
 * Shows the toasts of the page's one toast service (showToast in @tally/ui) one at a time (spec
 * section 9); a new toast replaces the one on screen. The toasts sit in a named region that F8
 * focuses, so keyboard and screen-reader users can reach them.
 *
 * The region is a child of <body> of its own, and stays exposed to assistive technology while a
 * dialog is open: an open MUI dialog marks every other child of <body> aria-hidden, which would
 * silence the very toasts its own actions raise ('Failed to add deposit…').
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);
  // The one listener of the page's toast service: the shell's screens and every remote show through it.
  useEffect(() => {
    const stop = listenForToasts((next) => {
      setToast({ ...next, key: Date.now() });
      setOpen(true);
    });
    // The toast the last page left before its full reload (sign-in, sign-out, account deletion).
    const carried = takeToastAfterReload();
    if (carried) showToast(carried);
    // Loaded ahead, once the page is up: the toast that says Tally can't reach its server must not need the server.
    const ahead = setTimeout(() => void loadToastView().catch(() => undefined), 2000);
    return () => {
      clearTimeout(ahead);
      stop();
    };
  }, []);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const exposeAgain = () => {
      if (element.getAttribute('aria-hidden') === 'true') element.removeAttribute('aria-hidden');
    };
    const observer = new MutationObserver(exposeAgain);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
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
    <>
      {children}
      {createPortal(
        <section ref={region} tabIndex={-1} aria-label={`Toast messages (${TOAST.hotkey})`} style={{ outline: 'none' }}>
          {toast ? (
            <Suspense fallback={null}>
              <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </section>,
        document.body,
      )}
    </>
  );
}
