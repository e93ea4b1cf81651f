/** One toast: a title, an optional line, and whether it reports a failure (error) or a limit reached (warning). */
export interface Toast {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info' | 'warning';
  /** One button in the toast (Undo after an add); pressing it closes the toast. */
  action?: ToastAction;
}

/** A toast's button: its label and what it does. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

type ToastListener = (toast: Toast) => void;

/** Shows a toast; a new one replaces the one on screen (spec: one at a time). */
export type ShowToast = (toast: Toast) => void;

// The one toast service of the page (spec section 9: one toast at a time). It lives in the shared
// '@tally/ui/core', so the shell and every remote hold the same instance: remotes call showToast,
// the shell's ToastProvider is the one listener that puts it on screen.
const listeners = new Set<ToastListener>();
// A toast shown before the provider listens (a remote rendering first) is kept for it.
let waiting: Toast | null = null;

/** Shows a toast; a new one replaces the one on screen. */
export function showToast(toast: Toast): void {
  if (listeners.size === 0) {
    waiting = toast;
    return;
  }
  for (const listener of listeners) listener(toast);
}

/** The toast service as a hook, so components keep reading like React code. */
export function useToast(): ShowToast {
  return showToast;
}

/**
 * Puts toasts on screen: the shell's ToastProvider is the one caller.
 * @returns a function that stops listening
 */
export function listenForToasts(listener: ToastListener): () => void {
  listeners.add(listener);
  if (waiting) {
    const toast = waiting;
    waiting = null;
    listener(toast);
  }
  return () => {
    listeners.delete(listener);
  };
}
