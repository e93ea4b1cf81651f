import { STATEMENT_PRODUCTS } from '../http/statements.http';
import { STATEMENT_PRODUCT_LABELS, monthName, shortMonthName } from './statement-display';

describe('statement names', () => {
  it('names a month in full and in short, whatever the zone the process runs in', () => {
    expect([monthName('2026-10'), monthName('2027-01'), shortMonthName('2026-10'), shortMonthName('2027-01')]).toEqual(['October 2026', 'January 2027', 'Oct 2026', 'Jan 2027']);
  });

  it('has a label for every product the statement counts', () => {
    expect(STATEMENT_PRODUCTS.map((product) => STATEMENT_PRODUCT_LABELS[product])).toEqual(['Wagering', 'Lottery', 'Pokies', 'Table games']);
  });
});
