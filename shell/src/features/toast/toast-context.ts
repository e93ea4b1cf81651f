import { createContext, useContext } from 'react';

/** One toast: a title, an optional line, and whether it reports a failure. */
export interface Toast {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

/** Shows a toast; a new one replaces the one on screen (spec: one at a time). */
export type ShowToast = (toast: Toast) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** The shell's toast function. Remotes do not use it: they give feedback inline. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
