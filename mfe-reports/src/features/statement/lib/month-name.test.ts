import { monthName, shortMonthName } from '@tally/contracts';
import { countOf, hadAccountIn, monthOf } from './month-name';

describe('month names', () => {
  it('should name months so that none reads as a day', () => {
    expect(monthName('2026-10')).toBe('October 2026');
    for (let m = 1; m <= 12; m += 1) {
      const month = `2026-${String(m).padStart(2, '0')}`;
      const short = shortMonthName(month);
      expect(short).toMatch(/^[A-Z][a-z]{2,4} 2026$/);
    }
  });

  it('should find the month of an instant in the person zone', () => {
    expect(monthOf('2026-10-31T14:30:00Z', 'Australia/Sydney')).toBe('2026-11');
    expect(monthOf('2026-10-31T14:30:00Z', 'Australia/Perth')).toBe('2026-10');
  });
});

describe('hadAccountIn', () => {
  const created = '2026-11-02T01:00:00Z';
  it('should say no for a month before the account was made, with nothing logged in it', () => {
    expect(hadAccountIn('2025-11', created, 'Australia/Sydney', false)).toBe(false);
    expect(hadAccountIn('2026-10', created, 'Australia/Sydney', false)).toBe(false);
  });
  it('should say yes from the month it was made, or when something was logged then', () => {
    expect(hadAccountIn('2026-11', created, 'Australia/Sydney', false)).toBe(true);
    expect(hadAccountIn('2027-11', created, 'Australia/Sydney', false)).toBe(true);
    expect(hadAccountIn('2025-11', created, 'Australia/Sydney', true)).toBe(true);
    expect(hadAccountIn('2025-11', undefined, 'Australia/Sydney', false)).toBe(true);
  });
});

describe('countOf', () => {
  it('should count in words', () => {
    expect(countOf(1, 'type')).toBe('1 type');
    expect(countOf(4, 'type')).toBe('4 types');
  });
});
