import { listenForToasts, type Toast } from './toast-service';
import { showToastAfterReload, signInToastName, takeToastAfterReload, TOAST_AFTER_RELOAD_KEY, type MarkerStorage } from './toast-after-reload';

/** A sessionStorage stand-in over a Map. */
function memoryStorage(): MarkerStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Storage that throws on every call, as some private modes do. */
const brokenStorage: MarkerStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('toast after reload', () => {
  it('should welcome a new account, not welcome it back, and welcome back someone who has been through the tour', () => {
    expect(signInToastName({ hasCompletedOnboarding: false })).toBe('signedInFirstTime');
    const storage = memoryStorage();
    showToastAfterReload(signInToastName({ hasCompletedOnboarding: false }), storage);
    expect(takeToastAfterReload(storage)).toEqual({ title: 'Welcome to Tally', description: 'You are signed in. A short tour shows you around.' });
    expect(signInToastName({ hasCompletedOnboarding: true })).toBe('signedIn');
  });

  it('should show the signed-out toast on the next load, once', () => {
    const storage = memoryStorage();

    showToastAfterReload('signedOut', storage);

    expect(storage.items.get(TOAST_AFTER_RELOAD_KEY)).toBe('signedOut');
    expect(takeToastAfterReload(storage)).toEqual({ title: 'Logged out', description: 'You have been successfully logged out.' });
    expect(takeToastAfterReload(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('should keep only the latest marker', () => {
    const storage = memoryStorage();
    showToastAfterReload('signedOut', storage);
    showToastAfterReload('accountDeleted', storage);
    expect(takeToastAfterReload(storage)?.title).toBe('Account deleted');
  });

  it('should show nothing for no marker or an unknown one, and drop the unknown one', () => {
    const storage = memoryStorage();
    expect(takeToastAfterReload(storage)).toBeNull();
    storage.setItem(TOAST_AFTER_RELOAD_KEY, 'toString');
    expect(takeToastAfterReload(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('should show the toast at once when storage is unavailable', () => {
    const shown: Toast[] = [];
    const stop = listenForToasts((toast) => shown.push(toast));

    showToastAfterReload('signedOut', brokenStorage);
    stop();

    expect(shown.map((t) => t.title)).toEqual(['Logged out']);
    expect(takeToastAfterReload(brokenStorage)).toBeNull();
  });
});
