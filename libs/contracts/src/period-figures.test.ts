import { formatReturnRate, gamblingTypeOf, gamblingTypesUsed, periodFigures, returnRate } from './period-figures';
import { limitAlreadyPassedText, limitReachedText, limitStandingText } from './limit-text';

describe('period figures: one definition of net, return rate and types', () => {
  it('should give the issue period one return rate: $100 spent, $67.20 back is -32.8%', () => {
    expect(periodFigures(10_000n, 6_720n)).toEqual({ spent: '100.00', returned: '67.20', net: '-32.80', returnRate: -32.8 });
    expect(formatReturnRate(-32.8)).toBe('-32.8%');
    expect(formatReturnRate(150)).toBe('+150.0%');
    expect(formatReturnRate(0)).toBe('0.0%');
    expect(returnRate(0n, 500n)).toBe(0);
  });

  it('should round half away from zero and agree with the net on random periods', () => {
    let seed = 25;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 2_000; i += 1) {
      const spent = BigInt(1 + (next() % 1_000_000));
      const won = BigInt(next() % 2_000_000);
      const figures = periodFigures(spent, won);
      const exact = (Number(won - spent) / Number(spent)) * 100;
      expect(Math.abs(figures.returnRate - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.sign(figures.returnRate) === Math.sign(Math.round(exact * 10))).toBe(true);
      expect(BigInt(figures.net.replace('.', '')) + spent).toBe(won);
    }
  });

  it('should count racing and sports betting as two types, and sessions by kind', () => {
    expect(gamblingTypeOf({ type: 'wagering', subtype: 'Racing' })).toBe('racing');
    expect(gamblingTypeOf({ type: 'wagering', subtype: 'Sports Betting' })).toBe('sports');
    expect(gamblingTypeOf({ type: 'lottery', subtype: 'Saturday Lotto' })).toBe('lottery');
    expect(gamblingTypeOf({ type: 'slot' })).toBe('pokies');
    expect(gamblingTypeOf({ type: 'table' })).toBe('tables');
    const all = [
      { type: 'table' },
      { type: 'wagering', subtype: 'Sports Betting' },
      { type: 'slot' },
      { type: 'lottery' },
      { type: 'wagering', subtype: 'Racing' },
      { type: 'slot' },
    ];
    expect(gamblingTypesUsed(all)).toEqual(['racing', 'sports', 'lottery', 'pokies', 'tables']);
  });

  it('should count no type for an entry added from the bank check (the bank does not say which)', () => {
    expect(gamblingTypesUsed([{ type: 'wagering', subtype: 'Bank check' }])).toEqual([]);
    expect(
      gamblingTypesUsed([
        { type: 'wagering', subtype: 'Racing' },
        { type: 'lottery', subtype: 'Bank check' },
      ]),
    ).toEqual(['racing']);
  });
});

describe('limit words: the same figures wherever a limit is told', () => {
  it('should say what is left, or how far over, with cents', () => {
    expect(limitStandingText('daily', '12.00', '50.00')).toBe('$38.00 left of $50.00 today');
    expect(limitStandingText('weekly', '200.00', '200.00')).toBe('$0.00 left of $200.00 this week');
    expect(limitStandingText('monthly', '1236.60', '1000.00')).toBe('$236.60 over your $1,000.00 limit this month');
  });

  it('should say a reached limit the same for the toast and the notification', () => {
    expect(limitReachedText('approaching', 'daily', '236.60', '250.00')).toEqual({
      title: 'Approaching your daily limit',
      message: "You've spent $236.60 of your $250.00 daily limit today. This might be a good time to pause.",
    });
    expect(limitReachedText('exceeded', 'weekly', '250.00', '250.00').message).toBe(
      "You've spent $250.00 this week, all of your $250.00 weekly limit. Consider stopping for now.",
    );
    expect(limitAlreadyPassedText('daily', '62.00', '50.00')).toBe("You've already spent $62.00 today, over this $50.00 daily limit.");
  });
});
