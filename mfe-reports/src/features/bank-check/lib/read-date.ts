const MONTHS: Record<string, number> = { JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, OCT: 10, NOV: 11, DEC: 12 };

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T].*)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:\d{6})?(?:\.\d+)?(?:\[.*\])?$/;
const NAMED = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -,]+(\d{2}|\d{4})$/;

/**
 * A statement date as 'YYYY-MM-DD', or null. Australian banks write day first (06/01/2026 is 6 January); ISO dates
 * (Up, OFX's 20260106…) and named months ('06 Jan 26', '6-Jan-2026') are read too. A regular expression per shape,
 * not date-fns' parse: a 10,000-line file is read in a few milliseconds, where trying format strings one by one is not.
 */
export function readDate(text: string): string | null {
  const value = text.trim().replace(/^"|"$/g, '');
  let m = DAY_FIRST.exec(value);
  if (m) return calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = ISO.exec(value);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = COMPACT.exec(value);
  if (m) return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NAMED.exec(value);
  if (m) {
    const month = MONTHS[m[2].toUpperCase()];
    return month ? calendarDate(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
}
