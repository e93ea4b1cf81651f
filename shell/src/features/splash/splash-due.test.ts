import { isSplashDue } from './splash-due';

const MINUTE = 60_000;

describe('isSplashDue', () => {
  it('should show the splash when none was stored this session', () => {
    expect(isSplashDue(null, 1_000_000)).toBe(true);
    expect(isSplashDue('not a time', 1_000_000)).toBe(true);
  });

  it('should not repeat it within 5 minutes', () => {
    const now = 10 * MINUTE;
    expect(isSplashDue(String(now - 4 * MINUTE), now)).toBe(false);
    expect(isSplashDue(String(now - 5 * MINUTE), now)).toBe(false);
  });

  it('should show it again when the last one is more than 5 minutes old', () => {
    const now = 10 * MINUTE;
    expect(isSplashDue(String(now - 5 * MINUTE - 1), now)).toBe(true);
  });
});
