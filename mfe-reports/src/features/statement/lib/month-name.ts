import type { StatementProduct } from '@tally/contracts';

/** 'October 2026' for '2026-10'. */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 'Oct 2026' for the chart's axis: a short form that cannot be read as a day ('Oct 26' could be the 26th). */
export function shortMonthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleString('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The month ('2026-10') an instant falls in, in a time zone. */
export function monthOf(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * Whether a month is worth comparing with: the account existed in it (it was made in that month
 * or before, in the person's zone), or something was logged in it anyway. An account made this
 * year has no 'same month last year'.
 */
export function hadAccountIn(month: string, accountCreatedAt: string | undefined, timeZone: string, loggedAnything: boolean): boolean {
  if (loggedAnything || !accountCreatedAt) return true;
  return monthOf(accountCreatedAt, timeZone) <= month;
}

/** "4 types of gambling" and "2 days". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const PRODUCT_LABELS: Record<StatementProduct, string> = { wagering: 'Wagering', lottery: 'Lottery', pokies: 'Pokies', tables: 'Table games' };
