import { chartSeries } from './chart-buckets';
import { periodRange } from './report-period';

const SYDNEY = 'Australia/Sydney';

function entry(at: string, spent: string, net: string) {
  return { at, cents: { spent: Math.round(Number(spent) * 100), won: 0, net: Math.round(Number(net) * 100) } };
}

describe('chartSeries', () => {
  it('should give a day per bar for This Week, from Sunday up to today, with spend and net summed per local day', () => {
    const now = new Date('2026-11-24T23:00:00.000Z'); // Wednesday 25 November, 10:00 in Sydney
    const range = periodRange('This Week', SYDNEY, now);
    const entries = [
      entry('2026-11-21T13:00:00.000Z', '10.00', '-10.00'), // Sunday 00:00 local
      entry('2026-11-22T12:59:59.999Z', '5.50', '4.50'), // Sunday 23:59:59.999 local
      entry('2026-11-22T13:00:00.000Z', '2.00', '-2.00'), // Monday 00:00 local
      entry('2026-11-24T22:00:00.000Z', '1.25', '-1.25'), // Wednesday 09:00 local
    ];

    const series = chartSeries(entries, 'This Week', range, SYDNEY, now);

    expect(series.unit).toBe('day');
    expect(series.buckets.map((b) => [b.label, b.spent, b.net])).toEqual([
      ['Sun 22', 15.5, -5.5],
      ['Mon 23', 2, -2],
      ['Tue 24', 0, 0],
      ['Wed 25', 1.25, -1.25],
    ]);
    expect(series.buckets[0].name).toBe('Sunday 22 November');
  });

  it('should keep a 25-hour daylight-saving day as one bar holding its extra hour', () => {
    const now = new Date('2026-04-06T01:00:00.000Z'); // Monday 6 April, 11:00 AEST
    const range = periodRange('Last 7 Days', SYDNEY, now);
    const entries = [entry('2026-04-05T13:30:00.000Z', '3.00', '-3.00')]; // 23:30 AEST on Sunday 5 April

    const series = chartSeries(entries, 'Last 7 Days', range, SYDNEY, now);

    expect(series.buckets).toHaveLength(7);
    expect(series.buckets.find((b) => b.label === 'Sun 5')?.spent).toBe(3);
    expect(series.buckets.find((b) => b.label === 'Mon 6')?.spent).toBe(0);
  });

  it('should give a week per bar, weeks starting Sunday, for This Year', () => {
    const now = new Date('2026-01-20T01:00:00.000Z'); // Tuesday 20 January
    const range = periodRange('This Year', SYDNEY, now);
    const entries = [entry('2026-01-01T02:00:00.000Z', '4.00', '-4.00'), entry('2026-01-10T12:00:00.000Z', '6.00', '6.00'), entry('2026-01-11T12:00:00.000Z', '1.00', '-1.00')];

    const series = chartSeries(entries, 'This Year', range, SYDNEY, now);

    expect(series.unit).toBe('week');
    // 1 January 2026 is a Thursday: the first bar is the week of Sunday 28 December.
    expect(series.buckets.map((b) => [b.label, b.spent, b.net])).toEqual([
      ['28 Dec', 4, -4],
      ['4 Jan', 6, 6],
      ['11 Jan', 1, -1],
      ['18 Jan', 0, 0],
    ]);
    expect(series.buckets[1].name).toBe('Week of 4 January');
  });

  it('should label a month by day and month', () => {
    const now = new Date('2026-11-02T01:00:00.000Z');
    const series = chartSeries([], 'This Month', periodRange('This Month', SYDNEY, now), SYDNEY, now);

    expect(series.buckets.map((b) => b.label)).toEqual(['1 Nov', '2 Nov']);
  });
});
