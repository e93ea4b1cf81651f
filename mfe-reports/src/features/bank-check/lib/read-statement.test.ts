import { expectedLines, LAYOUTS, syntheticStatement, writeStatement } from '../testing/synthetic-statement';
import { readAmount } from './read-amount';
import { readDate } from './read-date';
import { readStatement } from './read-statement';

describe('readStatement', () => {
  // Every layout, with and without each awkward option; the generator writes the truth beside the file.
  const options = [{}, { bom: true, crlf: true, thousands: true }, { crlf: true }, { bom: true, thousands: true }];
  describe.each(LAYOUTS)('a %s file', (layout) => {
    it.each(options.map((o, i) => [i, o] as const))('When written with options #%s, then every line is read as written', (i, o) => {
      const lines = syntheticStatement({ seed: 31 + i, count: 300, pendingShare: 0.05 });
      const read = readStatement(writeStatement(lines, layout, o));
      expect(read.format).toBe(layout === 'ofx' || layout === 'qfx' ? 'ofx' : layout === 'qif' ? 'qif' : 'csv');
      expect(read.lines).toEqual(expectedLines(lines, layout));
      expect(read.skipped).toBe(0);
    });
  });

  it('When the header is on line 3, then the layout says so and names the columns it used', () => {
    const read = readStatement(writeStatement(syntheticStatement({ seed: 1, count: 20 }), 'generic-header-line-3'));
    expect(read.layout).toBe('CSV, header on line 3: date "Date", description "Description", amount "Amount", status "Status"');
  });

  it('When a CommBank file (no header) is read, then the columns come from the values and the balance is not the amount', () => {
    const text = '"06/01/2026","-50.00","VISA PURCHASE SPORTSBET, MELBOURNE","+1,950.00"\r\n"07/01/2026","+1,200.00","SALARY ACME","+3,150.00"\r\n';
    const read = readStatement(text);
    expect(read.layout).toBe('CSV, no header: date column 1, description column 3, amount column 2');
    expect(read.lines).toEqual([
      { date: '2026-01-06', description: 'VISA PURCHASE SPORTSBET, MELBOURNE', amountCents: -5000, pending: false },
      { date: '2026-01-07', description: 'SALARY ACME', amountCents: 120000, pending: false },
    ]);
  });

  it('When a file has a totals row and a blank line, then they are skipped and counted', () => {
    const read = readStatement('Date,Description,Amount\n06/01/2026,COLES,-12.50\n\nTotal,,-12.50\n');
    expect(read.lines).toHaveLength(1);
    expect(read.skipped).toBe(1);
  });

  it('When a file has no dates and amounts, then reading it fails with a plain message', () => {
    expect(() => readStatement('name,colour\nann,blue\n')).toThrow('The file has no column of dates and amounts we could find.');
  });
});

describe('readDate', () => {
  it.each([
    ['06/01/2026', '2026-01-06'],
    ['6/1/26', '2026-01-06'],
    ['06-01-2026', '2026-01-06'],
    ['06.01.2026', '2026-01-06'],
    ['2026-01-06', '2026-01-06'],
    ['2026-01-06T10:15:00+11:00', '2026-01-06'],
    ['06 Jan 26', '2026-01-06'],
    ['6 January 2026', '2026-01-06'],
    ['20260106120000[+10:AEST]', '2026-01-06'],
    ['31/02/2026', null],
    ['13/13/2026', null],
    ['Total', null],
  ])('reads %s as %s (day first)', (text, expected) => {
    expect(readDate(text)).toBe(expected);
  });
});

describe('readAmount', () => {
  it.each([
    ['-12.50', -1250],
    ['+1,234.56', 123456],
    ['$12.5', 1250],
    ['-$12.50', -1250],
    ['(12.50)', -1250],
    ['12.50 DR', -1250],
    ['12.50 CR', 1250],
    ['\u221212.50', -1250],
    ['AUD 7', 700],
    ['', null],
    ['12,34', null],
    ['1.234', null],
    ['abc', null],
  ])('reads %s as %s cents', (text, expected) => {
    expect(readAmount(text)).toBe(expected);
  });
});
