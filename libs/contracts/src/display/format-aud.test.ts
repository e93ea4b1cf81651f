import { centsToMoney, moneyToCents } from '../money-arithmetic';
import { formatAud, formatAudCents } from './format-aud';

// What the four formatters this one replaced wrote (the statement PDF, alerts and insights with Intl's AUD
// currency format, the front ends with 0, 2 or 'auto' decimals): the same strings, worked in cents.
const intl = (digits: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('formatAud', () => {
  it('should write Australian dollars with cents and thousands commas, a minus on losses', () => {
    expect(['1234.5', '1234.50', '25', '0', '0.05', '-12', '-0.50', '1000000'].map((amount) => formatAud(amount))).toEqual([
      '$1,234.50',
      '$1,234.50',
      '$25.00',
      '$0.00',
      '$0.05',
      '-$12.00',
      '-$0.50',
      '$1,000,000.00',
    ]);
  });

  it('should write exactly what Intl.NumberFormat writes for en-AU AUD, at 2 and 0 decimals', () => {
    const cents = [0, 1, 5, 99, 100, 101, 999, 1050, 12345, 99999, 100000, 123456, 1234567, 99999999, 123456789012, 250, 150, 2550, 4950];
    for (const value of [...cents, ...cents.map((c) => -c).filter((c) => c !== 0)]) {
      expect(formatAudCents(value)).toBe(intl(2).format(value / 100));
      // Intl writes "-$0" for a loss under 50 cents shown in whole dollars; this writes "$0" (below).
      if (Math.abs(value) >= 50) expect(formatAudCents(value, { decimals: 0 })).toBe(intl(0).format(value / 100));
    }
  });

  it('should stay exact past the cents a number of dollars can hold', () => {
    expect(formatAud('12345678901234567.89')).toBe('$12,345,678,901,234,567.89');
    expect(formatAudCents(1234567890123456789n)).toBe('$12,345,678,901,234,567.89');
  });

  it("should show cents only when there are some with 'auto', and round half a dollar away from zero with 0", () => {
    expect([formatAud('25.00', { decimals: 'auto' }), formatAud('25.5', { decimals: 'auto' }), formatAud(1234, { decimals: 'auto' })]).toEqual(['$25', '$25.50', '$1,234']);
    expect([formatAud('25.5', { decimals: 0 }), formatAud('-25.5', { decimals: 0 }), formatAud('25.49', { decimals: 0 })]).toEqual(['$26', '-$26', '$25']);
  });

  it("should put a plus on gains with signDisplay 'exceptZero', and never a sign on what shows as nothing", () => {
    expect(['12.5', '-10', '0', '-0.00'].map((amount) => formatAud(amount, { signDisplay: 'exceptZero' }))).toEqual(['+$12.50', '-$10.00', '$0.00', '$0.00']);
    expect(formatAud('-0.40', { decimals: 0 })).toBe('$0');
    expect(formatAud(0.4, { decimals: 0, signDisplay: 'exceptZero' })).toBe('$0');
  });

  it('should take numbers of dollars, rounded to the cent, and show anything else as nothing', () => {
    expect([formatAud(80.5), formatAud(-4.1), formatAud(0.1 + 0.2), formatAud(12.345)]).toEqual(['$80.50', '-$4.10', '$0.30', '$12.35']);
    expect([formatAud(null), formatAud(undefined), formatAud('abc'), formatAud(Number.NaN), formatAud(null, { decimals: 'auto' })]).toEqual([
      '$0.00',
      '$0.00',
      '$0.00',
      '$0.00',
      '$0',
    ]);
  });
});

describe('moneyToCents and centsToMoney', () => {
  it('should turn decimal strings into whole cents in a plain number and back', () => {
    expect(['12.35', '12.3', '12', '-0.5', '-0.00', '0.07', ' 7.10 '].map(moneyToCents)).toEqual([1235, 1230, 1200, -50, 0, 7, 710]);
    expect([1235, -50, 0, 7, 100000000].map(centsToMoney)).toEqual(['12.35', '-0.50', '0.00', '0.07', '1000000.00']);
  });

  it('should refuse what is not an amount, or not whole cents', () => {
    expect(() => moneyToCents('12.345')).toThrow(RangeError);
    expect(() => moneyToCents('abc')).toThrow(RangeError);
    expect(() => moneyToCents('99999999999999999')).toThrow(RangeError);
    expect(() => centsToMoney(12.5)).toThrow(RangeError);
  });
});
