import { showToast, type Toast } from '@tally/ui/core';

export type { Toast };

/** Shows a toast; a new one replaces the one on screen (spec: one at a time). */
export type ShowToast = (toast: Toast) => void;

/**
 * The page's one toast service (libs/ui toast-service.ts), which remotes call as showToast. A hook
 * so the shell's components keep reading like React code.
 */
export function useToast(): ShowToast {
  return showToast;
}
