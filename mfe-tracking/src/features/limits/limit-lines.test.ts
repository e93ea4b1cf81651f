import { formatWhen, limitLine, pendingLine, streakLine } from './limit-lines';

const status = (spent: string, limit: string, level: 'approaching' | 'exceeded' | null = null) => ({
  period: 'daily' as const,
  limit,
  spent,
  left: '0.00',
  level,
  periodStart: '2026-11-24T13:00:00.000Z',
  periodEnd: '2026-11-25T12:59:59.999Z',
});

describe('limit lines on Home', () => {
  it('should say what is left of a limit, in the words the issue asks for, and fill the bar by the share spent', () => {
    expect(limitLine(status('12.00', '50.00'))).toEqual({
      period: 'daily',
      label: 'Today',
      standing: '$38.00 left of $50.00 today',
      spent: '$12.00 spent',
      percent: 24,
      tone: 'ok',
    });
    expect(limitLine(status('62.00', '50.00', 'exceeded'))).toMatchObject({ standing: '$12.00 over your $50.00 limit today', percent: 100, tone: 'exceeded' });
    expect(limitLine(status('0.00', '0.00'))).toMatchObject({ percent: 100 });
  });

  it("should give a waiting raise's date in the person's zone", () => {
    expect(formatWhen('2026-11-27T03:00:00.000Z', 'Australia/Sydney')).toBe('Fri 27 Nov, 2:00 pm');
    expect(formatWhen('2026-11-27T03:00:00.000Z', 'Australia/Perth')).toBe('Fri 27 Nov, 11:00 am');
    expect(pendingLine({ period: 'weekly', limit: '300.00', effectiveAt: '2026-11-27T03:00:00.000Z' }, 'Australia/Sydney')).toBe(
      'Your weekly limit rises to $300.00 on Fri 27 Nov, 2:00 pm.',
    );
    expect(pendingLine({ period: 'daily', limit: null, effectiveAt: '2026-11-26T13:05:00.000Z' }, 'Australia/Sydney')).toBe(
      'Your daily limit is removed on Fri 27 Nov, 12:05 am.',
    );
  });

  it('should count days in a row, and say nothing without any', () => {
    expect(streakLine(0)).toBeNull();
    expect(streakLine(1)).toBe('Today is within your limits so far.');
    expect(streakLine(12)).toBe('12 days in a row within your limits.');
  });
});
