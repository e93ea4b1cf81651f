import { addMonths, guidelineCheck, monthlyStatement } from './monthly-statement';

describe('monthly statement figures', () => {
  it('should move months across year ends', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -12)).toBe('2025-03');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
  });

  it('should count each local day once and judge days and types against the guidelines', () => {
    const within = guidelineCheck('2026-02', ['2026-02-01', '2026-02-01', '2026-02-14', '2026-02-28', '2026-02-03'], ['racing', 'lottery']);
    expect(within).toMatchObject({ daysGambled: 4, withinDays: true, withinTypes: true });
    expect(within.summary).toBe(
      'In February 2026 you gambled on 4 days and used 2 types of gambling (racing, lottery). That is within the guidelines, which suggest no more than 4 days a month and no more than 2 types.',
    );
    const over = guidelineCheck('2026-02', ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05'], ['pokies']);
    expect(over).toMatchObject({ daysGambled: 5, withinDays: false, withinTypes: true });
    expect(over.summary).toContain('1 type of gambling (pokies). That is more than the Lower-Risk Gambling Guidelines suggest');
    expect(over.summary).toMatch(/: too many days\.$/);
    expect(guidelineCheck('2026-02', [], []).summary).toBe(
      'In February 2026 you gambled on 0 days and used 0 types of gambling. That is within the guidelines, which suggest no more than 4 days a month and no more than 2 types.',
    );
  });

  it('should sum products and months exactly in cents, with zero months where nothing was logged', () => {
    const statement = monthlyStatement({
      month: '2026-01',
      timeZone: 'Australia/Perth',
      start: new Date('2025-12-31T16:00:00.000Z'),
      end: new Date('2026-01-31T15:59:59.999Z'),
      now: new Date('2026-01-31T15:59:59.999Z'),
      totals: [
        { month: '2026-01', product: 'wagering', spend: '0.10', return: '0.00' },
        { month: '2026-01', product: 'lottery', spend: '0.20', return: '0.05' },
        { month: '2025-09', product: 'tables', spend: '100.00', return: '150.00' },
        { month: '2025-01', product: 'pokies', spend: '7.00', return: '0.00' },
      ],
      transactions: [],
      transactionDays: [],
      types: [],
    });
    expect(statement.isClosed).toBe(false);
    expect(statement.totals).toEqual({ spend: '0.30', return: '0.05', net: '-0.25' });
    expect(statement.products.find((p) => p.product === 'tables')).toEqual({ product: 'tables', spend: '0.00', return: '0.00', net: '0.00' });
    expect(statement.lastSixMonths.map((m) => [m.month, m.net])).toEqual([
      ['2025-08', '0.00'],
      ['2025-09', '50.00'],
      ['2025-10', '0.00'],
      ['2025-11', '0.00'],
      ['2025-12', '0.00'],
      ['2026-01', '-0.25'],
    ]);
    expect(statement.sameMonthLastYear).toEqual({ month: '2025-01', spend: '7.00', return: '0.00', net: '-7.00' });
  });
});
