import { formatMoney, formatSignedMoney } from './format-money';

describe('formatMoney', () => {
  it('should show whole Australian dollars without cents', () => {
    expect(formatMoney('25.00')).toBe('$25');
    expect(formatMoney(1234)).toBe('$1,234');
  });

  it('should show cents only when there are some, unless told otherwise', () => {
    expect(formatMoney('25.5')).toBe('$25.50');
    expect(formatMoney('25.5', 0)).toBe('$26');
    expect(formatMoney('25', 2)).toBe('$25.00');
  });

  it('should show $0 for missing or non-numeric values', () => {
    expect(formatMoney(null)).toBe('$0');
    expect(formatMoney('abc')).toBe('$0');
  });
});

describe('formatSignedMoney', () => {
  it('should put a plus on gains and keep the minus on losses', () => {
    expect(formatSignedMoney('12.5')).toBe('+$12.50');
    expect(formatSignedMoney(-10)).toBe('-$10');
    expect(formatSignedMoney(0)).toBe('$0');
  });
});
