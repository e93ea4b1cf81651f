import { insightPeriod, localDayAndHour } from './insight-period';

describe('localDayAndHour', () => {
  it.each([
    ['Sydney, summer (UTC+11)', '2026-11-24T13:30:00Z', 'Australia/Sydney', { day: '2026-11-25', month: '2026-11', hour: 0 }],
    ['Sydney, winter (UTC+10)', '2026-06-30T14:00:00Z', 'Australia/Sydney', { day: '2026-07-01', month: '2026-07', hour: 0 }],
    ['Adelaide, half-hour offset', '2026-11-24T13:29:00Z', 'Australia/Adelaide', { day: '2026-11-24', month: '2026-11', hour: 23 }],
    ['Sydney, just before DST ends (3am AEDT is 2am AEST)', '2026-04-04T15:59:00Z', 'Australia/Sydney', { day: '2026-04-05', month: '2026-04', hour: 2 }],
    ['Sydney, just after DST ends', '2026-04-04T16:01:00Z', 'Australia/Sydney', { day: '2026-04-05', month: '2026-04', hour: 2 }],
    ['Sydney, the hour DST starts', '2026-10-03T16:30:00Z', 'Australia/Sydney', { day: '2026-10-04', month: '2026-10', hour: 3 }],
    ['Perth (no DST)', '2026-11-24T16:00:00Z', 'Australia/Perth', { day: '2026-11-25', month: '2026-11', hour: 0 }],
  ])('should read %s', (_what, iso, zone, expected) => {
    expect(localDayAndHour(Date.parse(iso), zone)).toEqual(expected);
  });

  it('should agree with Intl for every hour of a year in Sydney', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z'); at += 3_600_000 + 7 * 60_000) {
      const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
      expect(localDayAndHour(at, 'Australia/Sydney')).toEqual({ day: `${p.year}-${p.month}-${p.day}`, month: `${p.year}-${p.month}`, hour: Number(p.hour) });
    }
  });
});

describe('insightPeriod', () => {
  it('should start the week on Sunday in the person zone and compare with the same stretch of last week', () => {
    const period = insightPeriod('week', new Date('2026-11-25T01:00:00Z'), 'Australia/Sydney');
    expect(period.start?.toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(period.previous).toEqual({ start: new Date('2026-11-14T13:00:00.000Z'), end: new Date('2026-11-18T01:00:00.000Z') });
  });

  it('should have no start or previous period for All Time', () => {
    expect(insightPeriod('all', new Date(), 'Australia/Sydney')).toMatchObject({ start: null, previous: null, label: 'all your records' });
  });
});
