import { dailyLimitText, toDailyLimitPayload, validateDailyLimit } from './daily-limit';

describe('validateDailyLimit', () => {
  it('should accept an empty field, zero, whole dollars and cents', () => {
    for (const text of ['', '  ', '0', '100', '99.95', ' 50 ']) expect(validateDailyLimit(text)).toBeUndefined();
  });

  it('should refuse text, negatives and more than two decimals', () => {
    for (const text of ['abc', '-1', '1.005', '1e3', '12,50']) expect(validateDailyLimit(text)).toBe('Must be a valid number');
  });
});

describe('toDailyLimitPayload', () => {
  it('should send null for an empty field so the limit is cleared', () => {
    expect(toDailyLimitPayload('  ')).toBeNull();
    expect(toDailyLimitPayload(' 50 ')).toBe('50');
  });
});

describe('dailyLimitText', () => {
  it('should show the stored limit without trailing zeros, and nothing for no limit', () => {
    expect(dailyLimitText('100.00')).toBe('100');
    expect(dailyLimitText('12.50')).toBe('12.5');
    expect(dailyLimitText(null)).toBe('');
  });
});
