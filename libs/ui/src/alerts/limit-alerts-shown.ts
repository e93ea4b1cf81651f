import type { LimitLevel, LimitPeriod } from '@tally/contracts';

/**
 * Which spend-limit alerts this tab has just put on screen, so one limit reached is said once:
 * mfe-tracking's forms say it the moment a wager or deposit answers, and the shell's bell would say
 * it again when the notification alerts created for it arrives at the next poll. Kept in
 * sessionStorage (this tab, across a reload) and in memory where storage is unavailable; it lives
 * in the shared '@tally/ui/core', so the shell and the remotes read the same record.
 */
export const LIMIT_ALERTS_SHOWN_KEY = 'tally.limitAlertsShown';

/** How long a shown limit alert keeps the same one from showing again. */
export const LIMIT_ALERT_QUIET_MS = 10 * 60_000;

/** What the record needs of a Storage (sessionStorage, or a stand-in in tests). */
export type LimitAlertStorage = Pick<Storage, 'getItem' | 'setItem'>;

type ShownAt = Record<string, number>;

let inMemory: ShownAt = {};

/** sessionStorage, or undefined where it is unavailable (some private modes throw on access). */
function sessionStore(): LimitAlertStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const keyOf = (period: LimitPeriod, level: LimitLevel) => `${period}:${level}`;

function read(storage: LimitAlertStorage | undefined): ShownAt {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(LIMIT_ALERTS_SHOWN_KEY);
  } catch {
    return inMemory;
  }
  // Nothing stored yet, or storage that refused the last write: this page's own record.
  if (text == null) return inMemory;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ShownAt) : {};
  } catch {
    return {};
  }
}

/**
 * Notes that the alert for `period` reaching `level` was just shown.
 * @param now epoch milliseconds (tests pass their own)
 */
export function rememberLimitAlertShown(period: LimitPeriod, level: LimitLevel, now = Date.now(), storage = sessionStore()): void {
  // Entries past the quiet time are dropped as the record is written, so it never grows.
  const fresh = Object.fromEntries(Object.entries(read(storage)).filter(([, at]) => typeof at === 'number' && now - at < LIMIT_ALERT_QUIET_MS));
  const next = { ...fresh, [keyOf(period, level)]: now };
  inMemory = next;
  try {
    storage?.setItem(LIMIT_ALERTS_SHOWN_KEY, JSON.stringify(next));
  } catch {
    // The in-memory record still covers this page.
  }
}

/** True when the alert for `period` reaching `level` was shown in this tab within the last 10 minutes. */
export function wasLimitAlertShownRecently(period: LimitPeriod, level: LimitLevel, now = Date.now(), storage = sessionStore()): boolean {
  const at = read(storage)[keyOf(period, level)];
  return typeof at === 'number' && now - at >= 0 && now - at < LIMIT_ALERT_QUIET_MS;
}
