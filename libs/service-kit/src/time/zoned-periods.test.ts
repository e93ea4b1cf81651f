import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { spanOf, zonedPeriod } from './zoned-periods';

describe('zonedPeriod', () => {
  it('should put 23:30 UTC into the next Sydney day', () => {
    const p = zonedPeriod('daily', new Date('2026-11-21T23:30:00Z'), 'Australia/Sydney');
    expect(p.key).toBe('2026-11-22');
    expect(p.start.toISOString()).toBe('2026-11-21T13:00:00.000Z');
  });

  it("should start weeks on Sunday in the person's zone", () => {
    const p = zonedPeriod('weekly', new Date('2026-11-25T02:00:00Z'), 'Australia/Perth');
    expect(p.key).toBe('week-of-2026-11-22');
    expect(p.start.toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('should follow calendar months', () => {
    const p = zonedPeriod('monthly', new Date('2026-11-30T14:00:00Z'), 'Australia/Sydney');
    expect(p.key).toBe('2026-12');
  });
});

// 2026: daylight saving ends on Sunday 5 April (3am -> 2am) and starts on Sunday 4 October
// (2am -> 3am) in Sydney and Adelaide; Perth keeps +08:00 all year.
describe('zonedPeriod across daylight-saving changes', () => {
  const span = (period: 'daily' | 'weekly' | 'monthly', at: string, zone: string) => {
    const p = zonedPeriod(period, new Date(at), zone);
    return [p.key, p.start.toISOString(), p.end.toISOString()];
  };

  it.each([
    ['Sydney, the 25-hour day DST ends', '2026-04-05T02:00:00Z', 'Australia/Sydney', ['2026-04-05', '2026-04-04T13:00:00.000Z', '2026-04-05T13:59:59.999Z']],
    ['Sydney, the 23-hour day DST starts', '2026-10-04T05:00:00Z', 'Australia/Sydney', ['2026-10-04', '2026-10-03T14:00:00.000Z', '2026-10-04T12:59:59.999Z']],
    ['Adelaide (half-hour offset), DST ends', '2026-04-05T02:00:00Z', 'Australia/Adelaide', ['2026-04-05', '2026-04-04T13:30:00.000Z', '2026-04-05T14:29:59.999Z']],
    ['Adelaide (half-hour offset), DST starts', '2026-10-04T05:00:00Z', 'Australia/Adelaide', ['2026-10-04', '2026-10-03T14:30:00.000Z', '2026-10-04T13:29:59.999Z']],
    ['Perth, no DST, same April Sunday', '2026-04-05T02:00:00Z', 'Australia/Perth', ['2026-04-05', '2026-04-04T16:00:00.000Z', '2026-04-05T15:59:59.999Z']],
    ['Perth, no DST, same October Sunday', '2026-10-04T05:00:00Z', 'Australia/Perth', ['2026-10-04', '2026-10-03T16:00:00.000Z', '2026-10-04T15:59:59.999Z']],
  ])('should bound the day in %s', (_what, at, zone, expected) => {
    expect(span('daily', at, zone)).toEqual(expected);
  });

  it.each([
    ['Sydney, the week DST ends in', '2026-04-08T00:00:00Z', 'Australia/Sydney', ['week-of-2026-04-05', '2026-04-04T13:00:00.000Z', '2026-04-11T13:59:59.999Z']],
    [
      'Sydney, the week before DST starts (ends at the change)',
      '2026-10-02T00:00:00Z',
      'Australia/Sydney',
      ['week-of-2026-09-27', '2026-09-26T14:00:00.000Z', '2026-10-03T13:59:59.999Z'],
    ],
    ['Adelaide, the week DST starts in', '2026-10-05T00:00:00Z', 'Australia/Adelaide', ['week-of-2026-10-04', '2026-10-03T14:30:00.000Z', '2026-10-10T13:29:59.999Z']],
    ['Perth, the same week', '2026-10-05T00:00:00Z', 'Australia/Perth', ['week-of-2026-10-04', '2026-10-03T16:00:00.000Z', '2026-10-10T15:59:59.999Z']],
  ])('should bound the week (Sunday to Saturday) in %s', (_what, at, zone, expected) => {
    expect(span('weekly', at, zone)).toEqual(expected);
  });

  it.each([
    ['Sydney April (starts in DST, ends out of it)', '2026-04-15T00:00:00Z', 'Australia/Sydney', ['2026-04', '2026-03-31T13:00:00.000Z', '2026-04-30T13:59:59.999Z']],
    ['Sydney October (starts out of DST, ends in it)', '2026-10-15T00:00:00Z', 'Australia/Sydney', ['2026-10', '2026-09-30T14:00:00.000Z', '2026-10-31T12:59:59.999Z']],
    ['Adelaide October', '2026-10-15T00:00:00Z', 'Australia/Adelaide', ['2026-10', '2026-09-30T14:30:00.000Z', '2026-10-31T13:29:59.999Z']],
    ['Perth October', '2026-10-15T00:00:00Z', 'Australia/Perth', ['2026-10', '2026-09-30T16:00:00.000Z', '2026-10-31T15:59:59.999Z']],
  ])('should bound the calendar month in %s', (_what, at, zone, expected) => {
    expect(span('monthly', at, zone)).toEqual(expected);
  });

  it('should keep a stake at 2:30am on the repeated hour in the same Sydney day as one at 1:30am', () => {
    // 2:30am AEDT (15:30Z) and 2:30am AEST (16:30Z) both happen on 5 April.
    expect(zonedPeriod('daily', new Date('2026-04-04T15:30:00Z'), 'Australia/Sydney').key).toBe('2026-04-05');
    expect(zonedPeriod('daily', new Date('2026-04-04T16:30:00Z'), 'Australia/Sydney').key).toBe('2026-04-05');
  });

  it('should give the same period for any instant, whatever was asked before (periods are kept per zone)', () => {
    const zones = ['Australia/Sydney', 'Australia/Adelaide', 'Australia/Perth', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    const instant = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T23:59:59Z'), noInvalidDate: true });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(instant, fc.constantFrom(...zones), fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const)), { minLength: 1, maxLength: 40 }),
        (asks) => {
          for (const [at, zone, period] of asks) {
            const p = zonedPeriod(period, at, zone);
            expect(p.start.getTime()).toBeLessThanOrEqual(at.getTime());
            expect(p.end.getTime()).toBeGreaterThanOrEqual(at.getTime());
            const local = new TZDate(at.getTime(), zone);
            if (period === 'daily') expect(p.key).toBe(format(local, 'yyyy-MM-dd'));
            if (period === 'monthly') expect(p.key).toBe(format(local, 'yyyy-MM'));
            // Just before the start and just after the end lie in the neighbouring periods.
            expect(zonedPeriod(period, new Date(p.start.getTime() - 1), zone).key).not.toBe(p.key);
            expect(zonedPeriod(period, new Date(p.end.getTime() + 1), zone).key).not.toBe(p.key);
            expect(zonedPeriod(period, at, zone)).toEqual(p);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spanOf', () => {
  it('should span from the earliest start to the latest end, and be the epoch for no ranges', () => {
    const at = (iso: string) => new Date(iso);
    const span = spanOf([
      { start: at('2026-03-10T00:00:00Z'), end: at('2026-03-10T23:59:59Z') },
      { start: at('2026-03-01T00:00:00Z'), end: at('2026-03-31T23:59:59Z') },
      { start: at('2026-03-08T00:00:00Z'), end: at('2026-03-14T23:59:59Z') },
    ]);
    expect(span).toEqual({ start: at('2026-03-01T00:00:00Z'), end: at('2026-03-31T23:59:59Z') });
    expect(spanOf([])).toEqual({ start: new Date(0), end: new Date(0) });
  });
});
