import { PRODUCT_NAME, type User } from '@tally/contracts';
import { showToast, type Toast } from './toast-service';

/**
 * Toasts for changes after which the page leaves by a full load of / (spec section 4: sign-in reloads 500 ms later,
 * sign-out and, the same way, account deletion 100 ms later). Shown before the reload, they would vanish
 * with the old page, so the next page shows them. Only the toast's name is stored, as a one-shot
 * marker in sessionStorage (this tab only), never its text.
 */
export const TOASTS_AFTER_RELOAD = {
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  // A first sign-in is not a return: the tour that follows shows the way around.
  signedInFirstTime: { title: `Welcome to ${PRODUCT_NAME}`, description: 'You are signed in. A short tour shows you around.' },
  signedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  accountDeleted: { title: 'Account deleted', description: 'Your account and all your data have been removed.' },
} as const satisfies Record<string, Toast>;
export type ToastAfterReload = keyof typeof TOASTS_AFTER_RELOAD;

/** The sign-in toast: a welcome for someone who has not yet been through the tour (a new account), welcome back otherwise. */
export const signInToastName = (user: Pick<User, 'hasCompletedOnboarding'>): ToastAfterReload => (user.hasCompletedOnboarding ? 'signedIn' : 'signedInFirstTime');

/** The sessionStorage key of the marker. */
export const TOAST_AFTER_RELOAD_KEY = 'tally.toastAfterReload';

/** What the marker needs of a Storage (sessionStorage, or a stand-in in tests). */
export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or undefined where it is unavailable (some private modes throw on access). */
function sessionStore(): MarkerStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Leaves the toast for the next page load of this tab. Where storage fails it shows now instead:
 * seen for a moment before the reload is better than never.
 */
export function showToastAfterReload(name: ToastAfterReload, storage: MarkerStorage | undefined = sessionStore()): void {
  try {
    if (!storage) throw new Error('no session storage');
    storage.setItem(TOAST_AFTER_RELOAD_KEY, name);
  } catch {
    showToast(TOASTS_AFTER_RELOAD[name]);
  }
}

/**
 * The toast the last page left, once: the marker is removed as it is read, so a further reload
 * shows nothing. Null when there is none, or its name is not one of TOASTS_AFTER_RELOAD.
 */
export function takeToastAfterReload(storage: MarkerStorage | undefined = sessionStore()): Toast | null {
  try {
    const name = storage?.getItem(TOAST_AFTER_RELOAD_KEY);
    if (!storage || name == null) return null;
    storage.removeItem(TOAST_AFTER_RELOAD_KEY);
    return Object.hasOwn(TOASTS_AFTER_RELOAD, name) ? TOASTS_AFTER_RELOAD[name as ToastAfterReload] : null;
  } catch {
    return null;
  }
}
