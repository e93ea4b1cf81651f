import fc from 'fast-check';
import { z } from 'zod';
import {
  MoneyInput,
  MoneyString,
  PositiveMoneyInput,
  SignedMoneyString,
  addMoney,
  compareMoney,
  fromCents,
  moneyInput,
  normaliseMoney,
  parseMoney,
  subtractMoney,
  sumMoney,
  toCents,
} from './money';

describe('money', () => {
  it('should normalise numbers and decimal strings to two places', () => {
    expect(MoneyInput.parse(25)).toBe('25.00');
    expect(MoneyInput.parse('3.5')).toBe('3.50');
    expect(MoneyInput.parse(' 10.25 ')).toBe('10.25');
    expect(MoneyInput.parse(0)).toBe('0.00');
    expect(MoneyInput.parse('007')).toBe('7.00');
  });

  it('should refuse negatives, three decimals, misplaced commas and non-finite numbers', () => {
    for (const bad of [-1, '-1', 1.005, '1.005', '1,00', '12,5', '$$5', Number.NaN, Number.POSITIVE_INFINITY, true]) {
      const result = MoneyInput.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Must be a valid amount');
    }
  });

  it('should say numbers only for text with letters (issue 25)', () => {
    for (const bad of ['abc', 'ten', '1e3', '12 dollars', 'AUD 5']) expect(MoneyInput.safeParse(bad).error?.issues[0].message).toBe('Numbers only, e.g. 12.50');
  });

  it('should take amounts as people type them: a dollar sign, thousands commas, one decimal (issue 25)', () => {
    expect(['$12', '1,000', '12.5', '$1,000.50', ' $ 7 ', '12,345,678', '1000'].map((typed) => MoneyInput.parse(typed))).toEqual([
      '12.00',
      '1000.00',
      '12.50',
      '1000.50',
      '7.00',
      '12345678.00',
      '1000.00',
    ]);
    expect(parseMoney('$5.5')).toBe('5.50');
    expect(parseMoney('5.')).toBe('5.00');
  });

  it('should refuse zero only when positive is asked for', () => {
    expect(PositiveMoneyInput.safeParse(0).success).toBe(false);
    expect(PositiveMoneyInput.safeParse('0.00').success).toBe(false);
    expect(PositiveMoneyInput.parse('0.01')).toBe('0.01');
  });

  it('should use the required message for missing, null and empty values', () => {
    const schema = z.object({ amount: moneyInput({ requiredMessage: 'Amount is required' }) });
    for (const input of [{}, { amount: null }, { amount: '' }, { amount: '  ' }]) {
      expect(schema.safeParse(input).error?.issues[0].message).toBe('Amount is required');
    }
  });

  it('should parse money without throwing', () => {
    expect(parseMoney(12.5)).toBe('12.50');
    expect(parseMoney('x')).toBeNull();
    expect(parseMoney(-3)).toBeNull();
  });

  it('should convert to and from integer cents exactly, signs included', () => {
    expect(toCents('25')).toBe(2500n);
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('-5.50')).toBe(-550n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(fromCents(-1250n)).toBe('-12.50');
    expect(fromCents(5n)).toBe('0.05');
    expect(normaliseMoney('-0.5')).toBe('-0.50');
    expect(normaliseMoney('-0')).toBe('0.00');
    expect(() => toCents('1.2.3')).toThrow(RangeError);
  });

  it('should count cents exactly at every size, either side of the 13 whole digits a double holds exactly', () => {
    expect(toCents('9999999999999.99')).toBe(999999999999999n);
    expect(toCents('99999999999999.99')).toBe(9999999999999999n);
    expect(toCents('-12345678901234567890.05')).toBe(-1234567890123456789005n);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.constantFrom(['', 0n] as const, ['.5', 50n] as const, ['.0', 0n] as const, ['.07', 7n] as const),
        (whole, [fraction, cents]) => {
          expect(toCents(`${whole}${fraction}`)).toBe(whole * 100n + cents);
          expect(toCents(`-${whole}${fraction}`)).toBe(-(whole * 100n + cents));
        },
      ),
    );
  });

  it('should add, subtract, sum and compare without floating-point drift', () => {
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sumMoney([])).toBe('0.00');
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(subtractMoney('10', '12.75')).toBe('-2.75');
    expect(compareMoney('1.10', '1.1')).toBe(0);
    expect(compareMoney('2', '10')).toBe(-1);
    expect(compareMoney('-1', '-2')).toBe(1);
  });

  it('should accept only well-formed money strings in answers', () => {
    expect(MoneyString.safeParse('25.00').success).toBe(true);
    expect(MoneyString.safeParse('-1.00').success).toBe(false);
    expect(MoneyString.safeParse('1.234').success).toBe(false);
    expect(SignedMoneyString.safeParse('-1.00').success).toBe(true);
  });
});
