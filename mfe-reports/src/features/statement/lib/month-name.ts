import type { StatementProduct } from '@tally/contracts';

/** 'October 2026' for '2026-10'. */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** 'Oct 26' for the chart's axis. */
export function shortMonthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleString('en-AU', { month: 'short', year: '2-digit', timeZone: 'UTC' });
}

export const PRODUCT_LABELS: Record<StatementProduct, string> = { wagering: 'Wagering', lottery: 'Lottery', pokies: 'Pokies', tables: 'Table games' };
