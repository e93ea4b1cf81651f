import { SESSION_ALERT_EVERY_MS, SESSION_CHECK_IN_MINUTES } from '@tally/contracts';

const EVERY_MINUTES = SESSION_ALERT_EVERY_MS / 60_000;
/**
 * Alerts stop after 8 hours: a session still open by then was most likely never ended, and
 * alerts every half hour through the night would teach a person to ignore them.
 */
export const LAST_SESSION_MARK = 8 * 60;

/**
 * The minute marks of a session's alerts: every 30 minutes, plus the 45-minute check-in (60 and
 * 120 are both). Returns the first mark after `minutes`, or null once past the last.
 */
export function nextSessionMark(minutes: number): number | null {
  const nextHalfHour = (Math.floor(minutes / EVERY_MINUTES) + 1) * EVERY_MINUTES;
  const checkIn = SESSION_CHECK_IN_MINUTES.find((mark) => mark > minutes && mark < nextHalfHour);
  const next = checkIn ?? nextHalfHour;
  return next > LAST_SESSION_MARK ? null : next;
}

/** True at the marks that carry a kind check-in (45 minutes, 1 hour, 2 hours). */
export const isCheckInMark = (minutes: number): boolean => (SESSION_CHECK_IN_MINUTES as readonly number[]).includes(minutes);
