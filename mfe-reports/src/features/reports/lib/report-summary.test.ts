import { formatReturnRate, summarise, summaryFromStats } from './report-summary';

describe('summarise', () => {
  it('should add spend and return, and net and return rate from them (hand-computed)', () => {
    // $25 won $80.50; $10 lost; $7.35 pending; pokies $150 cashed out $95.25; table $40 still active.
    const entries = [
      { cents: { spent: 2500, won: 8050 } },
      { cents: { spent: 1000, won: 0 } },
      { cents: { spent: 735, won: 0 } },
      { cents: { spent: 15000, won: 9525 } },
      { cents: { spent: 4000, won: 0 } },
    ];

    // spend 232.35, return 175.75, net -56.60, rate -56.60 / 232.35 = -24.359...% -> -24.4
    expect(summarise(entries)).toEqual({ totalSpent: '232.35', totalReturn: '175.75', net: '-56.60', returnRate: -24.4 });
  });

  it('should round the rate half away from zero to one decimal', () => {
    expect(summarise([{ cents: { spent: 800, won: 900 } }]).returnRate).toBe(12.5);
    expect(summarise([{ cents: { spent: 300, won: 200 } }]).returnRate).toBe(-33.3);
    expect(summarise([{ cents: { spent: 1600, won: 1400 } }]).returnRate).toBe(-12.5);
    expect(summarise([{ cents: { spent: 200000, won: 200100 } }]).returnRate).toBe(0.1);
  });

  it('should give zeros for nothing, and a 0 rate when nothing was spent', () => {
    expect(summarise([])).toEqual({ totalSpent: '0.00', totalReturn: '0.00', net: '0.00', returnRate: 0 });
  });
});

describe('summaryFromStats', () => {
  it("should read the ledger's totals the same way", () => {
    expect(summaryFromStats({ totalSpent: '232.35', totalWon: '175.75' })).toEqual({ totalSpent: '232.35', totalReturn: '175.75', net: '-56.60', returnRate: -24.4 });
  });
});

describe('formatReturnRate', () => {
  it('should sign the percentage and keep one decimal', () => {
    expect([formatReturnRate(12.5), formatReturnRate(-24.4), formatReturnRate(0), formatReturnRate(100)]).toEqual(['+12.5%', '-24.4%', '0.0%', '+100.0%']);
  });
});
