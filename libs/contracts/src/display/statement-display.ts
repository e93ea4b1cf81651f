// How the monthly statement names its months and products, the same on the page, in its PDF and in alerts'
// "your statement is ready" notification.
import type { StatementProduct } from '../http/statements.http';

/** 'October 2026' for '2026-10'. */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 'Oct 2026' for a chart's axis: a short form that cannot be read as a day ('Oct 26' could be the 26th). */
export function shortMonthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleString('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** What each product is called in the statement. */
export const STATEMENT_PRODUCT_LABELS: Record<StatementProduct, string> = { wagering: 'Wagering', lottery: 'Lottery', pokies: 'Pokies', tables: 'Table games' };
