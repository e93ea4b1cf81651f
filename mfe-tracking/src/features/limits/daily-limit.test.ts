import { toDailyLimitPayload, validateDailyLimit } from './daily-limit';

describe('validateDailyLimit', () => {
  it('should accept an empty field, whole dollars and cents', () => {
    expect(validateDailyLimit('')).toBeUndefined();
    expect(validateDailyLimit('100')).toBeUndefined();
    expect(validateDailyLimit('99.95')).toBeUndefined();
  });

  it('should refuse text, negatives and more than two decimals', () => {
    for (const text of ['abc', '-1', '1.005']) expect(validateDailyLimit(text)).toBe('Must be a valid number');
  });
});

describe('toDailyLimitPayload', () => {
  it('should send null for an empty field so the limit is cleared', () => {
    expect(toDailyLimitPayload('  ')).toBeNull();
    expect(toDailyLimitPayload(' 50 ')).toBe('50');
  });
});
