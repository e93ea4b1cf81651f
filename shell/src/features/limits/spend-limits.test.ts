import { limitText, toLimitPayload, validateLimit } from './spend-limits';

describe('validateLimit', () => {
  it('should accept an empty field, zero, whole dollars and cents', () => {
    for (const text of ['', '  ', '0', '100', '99.95', ' 50 ']) expect(validateLimit(text)).toBeUndefined();
  });

  it('should refuse text, negatives and more than two decimals', () => {
    for (const text of ['abc', '-1', '1.005', '1e3', '12,50']) expect(validateLimit(text)).toBe('Must be a valid number');
  });
});

describe('toLimitPayload', () => {
  it('should send null for an empty field so the limit is cleared', () => {
    expect(toLimitPayload('  ')).toBeNull();
    expect(toLimitPayload(' 50 ')).toBe('50');
  });
});

describe('limitText', () => {
  it('should show the stored limit without trailing zeros, and nothing for no limit', () => {
    expect(limitText('100.00')).toBe('100');
    expect(limitText('12.50')).toBe('12.5');
    expect(limitText(null)).toBe('');
  });
});
