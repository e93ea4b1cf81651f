import { formatReturnRate, summarise, summaryFromStats } from './report-summary';

describe('summarise', () => {
  it('should add spend and return, and net and return rate from them (hand-computed)', () => {
    // $25 won $80.50; $10 lost; $7.35 pending; pokies $150 cashed out $95.25; table $40 still active.
    const entries = [
      { spent: '25.00', won: '80.50' },
      { spent: '10.00', won: '0.00' },
      { spent: '7.35', won: '' },
      { spent: '150.00', won: '95.25' },
      { spent: '40.00', won: '' },
    ];

    // spend 232.35, return 175.75, net -56.60, rate -56.60 / 232.35 = -24.359...% -> -24.4
    expect(summarise(entries)).toEqual({ totalSpent: '232.35', totalReturn: '175.75', net: '-56.60', returnRate: -24.4 });
  });

  it('should round the rate half away from zero to one decimal', () => {
    expect(summarise([{ spent: '8.00', won: '9.00' }]).returnRate).toBe(12.5);
    expect(summarise([{ spent: '3.00', won: '2.00' }]).returnRate).toBe(-33.3);
    expect(summarise([{ spent: '16.00', won: '14.00' }]).returnRate).toBe(-12.5);
    expect(summarise([{ spent: '2000.00', won: '2001.00' }]).returnRate).toBe(0.1);
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
