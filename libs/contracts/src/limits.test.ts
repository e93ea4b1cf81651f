import { DEFAULT_SETTINGS } from './entities/settings';
import { coolingOffEnds, isLimitLoosened, limitLevel, limitsInForce } from './limits';

describe('limitLevel', () => {
  it.each([
    ['79.99', '100.00', null],
    ['80.00', '100.00', 'approaching'],
    ['99.99', '100.00', 'approaching'],
    ['100.00', '100.00', 'exceeded'],
    ['250.00', '100.00', 'exceeded'],
    ['0.08', '0.10', 'approaching'],
    ['5.00', null, null],
    ['5.00', '0.00', null],
  ])('should call %s of a %s limit %s', (spent, limit, level) => {
    expect(limitLevel(spent, limit)).toBe(level);
  });
});

describe('isLimitLoosened', () => {
  it.each([
    [null, '50.00', false, 'setting a first limit'],
    ['100.00', '50.00', false, 'lowering'],
    ['100.00', '100.00', false, 'keeping it'],
    ['100.00', '100.01', true, 'raising by a cent'],
    ['100.00', null, true, 'removing'],
    [null, null, false, 'no limit either way'],
  ] as Array<[string | null, string | null, boolean, string]>)('should say %s -> %s is %s (%s)', (current, next, loosened) => {
    expect(isLimitLoosened(current, next)).toBe(loosened);
  });
});

describe('limitsInForce', () => {
  const saved = { ...DEFAULT_SETTINGS, dailySpendLimit: '100.00', weeklySpendLimit: '300.00' };
  const asked = new Date('2026-11-25T01:00:00Z');
  const pending = [
    { period: 'daily' as const, limit: '200.00', effectiveAt: coolingOffEnds(asked).toISOString() },
    { period: 'weekly' as const, limit: null, effectiveAt: coolingOffEnds(asked).toISOString() },
  ];

  it('should wait out 24 hours to the millisecond', () => {
    expect(coolingOffEnds(asked).toISOString()).toBe('2026-11-26T01:00:00.000Z');
    const justBefore = new Date('2026-11-26T00:59:59.999Z');
    expect(limitsInForce(saved, pending, justBefore)).toMatchObject({ dailySpendLimit: '100.00', weeklySpendLimit: '300.00' });
  });

  it('should apply a raise and a removal once their time has come', () => {
    expect(limitsInForce(saved, pending, new Date('2026-11-26T01:00:00Z'))).toMatchObject({ dailySpendLimit: '200.00', weeklySpendLimit: null });
  });
});
