import { LIMIT_ALERTS_SHOWN_KEY, rememberLimitAlertShown, wasLimitAlertShownRecently, type LimitAlertStorage } from './limit-alerts-shown';

/** A sessionStorage stand-in over a Map. */
function memoryStorage(): LimitAlertStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const minute = 60_000;

describe('limit alerts shown', () => {
  it('should say a limit alert was shown for ten minutes after it was remembered', () => {
    const storage = memoryStorage();
    const at = 1_000_000_000;

    rememberLimitAlertShown('daily', 'exceeded', at, storage);

    expect(wasLimitAlertShownRecently('daily', 'exceeded', at + 9 * minute, storage)).toBe(true);
    expect(wasLimitAlertShownRecently('daily', 'exceeded', at + 10 * minute, storage)).toBe(false);
  });

  it('should keep each period and level apart', () => {
    const storage = memoryStorage();
    const at = 2_000_000_000;

    rememberLimitAlertShown('daily', 'approaching', at, storage);

    expect(wasLimitAlertShownRecently('daily', 'approaching', at, storage)).toBe(true);
    expect(wasLimitAlertShownRecently('daily', 'exceeded', at, storage)).toBe(false);
    expect(wasLimitAlertShownRecently('weekly', 'approaching', at, storage)).toBe(false);
  });

  it('should drop alerts older than ten minutes when it writes', () => {
    const storage = memoryStorage();
    const at = 3_000_000_000;

    rememberLimitAlertShown('weekly', 'approaching', at, storage);
    rememberLimitAlertShown('monthly', 'exceeded', at + 11 * minute, storage);

    expect(Object.keys(JSON.parse(storage.items.get(LIMIT_ALERTS_SHOWN_KEY) ?? '{}'))).toEqual(['monthly:exceeded']);
  });

  it('should read what another app of the page wrote to the same storage', () => {
    const storage = memoryStorage();
    const at = 4_000_000_000;
    storage.setItem(LIMIT_ALERTS_SHOWN_KEY, JSON.stringify({ 'weekly:exceeded': at }));

    expect(wasLimitAlertShownRecently('weekly', 'exceeded', at + minute, storage)).toBe(true);
  });

  it('should still remember in memory when storage refuses', () => {
    const refusing: LimitAlertStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const at = 5_000_000_000;

    rememberLimitAlertShown('monthly', 'approaching', at, refusing);

    expect(wasLimitAlertShownRecently('monthly', 'approaching', at + minute, refusing)).toBe(true);
  });

  it('should treat an unreadable record as nothing shown', () => {
    const storage = memoryStorage();
    storage.setItem(LIMIT_ALERTS_SHOWN_KEY, 'not json');

    expect(wasLimitAlertShownRecently('daily', 'approaching', 6_000_000_000, storage)).toBe(false);
  });
});
