import { periodQuery, periodRange, type ReportPeriod } from './report-period';

const SYDNEY = 'Australia/Sydney';

/** The period's startDate and endDate for a moment given in UTC. */
function range(period: ReportPeriod, nowUtc: string, timeZone = SYDNEY) {
  return periodQuery(periodRange(period, timeZone, new Date(nowUtc)));
}

describe('periodRange', () => {
  // Wednesday 25 November 2026, 10:00 in Sydney (AEDT, UTC+11).
  const now = '2026-11-24T23:00:00.000Z';

  it.each<[ReportPeriod, string, string]>([
    ['Today', '2026-11-24T13:00:00.000Z', '2026-11-25T12:59:59.999Z'],
    ['Yesterday', '2026-11-23T13:00:00.000Z', '2026-11-24T12:59:59.999Z'],
    ['This Week', '2026-11-21T13:00:00.000Z', '2026-11-28T12:59:59.999Z'],
    ['This Month', '2026-10-31T13:00:00.000Z', '2026-11-30T12:59:59.999Z'],
    ['This Year', '2025-12-31T13:00:00.000Z', '2026-12-31T12:59:59.999Z'],
    ['Last 7 Days', '2026-11-18T13:00:00.000Z', '2026-11-25T12:59:59.999Z'],
    ['Last 30 Days', '2026-10-26T13:00:00.000Z', '2026-11-25T12:59:59.999Z'],
  ])('should take %s from local midnight to the last local millisecond in Sydney', (period, startDate, endDate) => {
    expect(range(period, now)).toEqual({ startDate, endDate });
  });

  it('should start the week on Sunday: on a Sunday the week is that day on, on a Saturday it began six days before', () => {
    expect(range('This Week', '2026-11-21T14:00:00.000Z')).toEqual({ startDate: '2026-11-21T13:00:00.000Z', endDate: '2026-11-28T12:59:59.999Z' });
    expect(range('This Week', '2026-11-28T12:59:00.000Z')).toEqual({ startDate: '2026-11-21T13:00:00.000Z', endDate: '2026-11-28T12:59:59.999Z' });
  });

  it("should take the person's date, not UTC's: 8 a.m. on 1 December in Sydney is still 30 November in UTC", () => {
    expect(range('This Month', '2026-11-30T21:00:00.000Z')).toEqual({ startDate: '2026-11-30T13:00:00.000Z', endDate: '2026-12-31T12:59:59.999Z' });
    expect(range('Yesterday', '2026-11-30T21:00:00.000Z')).toEqual({ startDate: '2026-11-29T13:00:00.000Z', endDate: '2026-11-30T12:59:59.999Z' });
  });

  it('should make the day daylight saving ends (5 April 2026) 25 hours long in Sydney', () => {
    const { start, end } = periodRange('Today', SYDNEY, new Date('2026-04-05T05:00:00.000Z'));

    expect(periodQuery({ start, end })).toEqual({ startDate: '2026-04-04T13:00:00.000Z', endDate: '2026-04-05T13:59:59.999Z' });
    expect(end.getTime() + 1 - start.getTime()).toBe(25 * 3600_000);
  });

  it('should make the day daylight saving starts (4 October 2026) 23 hours long in Sydney', () => {
    const { start, end } = periodRange('Today', SYDNEY, new Date('2026-10-04T05:00:00.000Z'));

    expect(periodQuery({ start, end })).toEqual({ startDate: '2026-10-03T14:00:00.000Z', endDate: '2026-10-04T12:59:59.999Z' });
    expect(end.getTime() + 1 - start.getTime()).toBe(23 * 3600_000);
  });

  it('should cross a daylight-saving change with the right offsets at both ends', () => {
    expect(range('This Month', '2026-04-15T00:00:00.000Z')).toEqual({ startDate: '2026-03-31T13:00:00.000Z', endDate: '2026-04-30T13:59:59.999Z' });
    expect(range('Last 7 Days', '2026-10-06T00:00:00.000Z')).toEqual({ startDate: '2026-09-29T14:00:00.000Z', endDate: '2026-10-06T12:59:59.999Z' });
    expect(range('Yesterday', '2026-04-05T22:00:00.000Z')).toEqual({ startDate: '2026-04-04T13:00:00.000Z', endDate: '2026-04-05T13:59:59.999Z' });
  });

  it('should follow Perth (no daylight saving) and Brisbane on the same instant as Sydney', () => {
    expect(range('Today', '2026-10-04T05:00:00.000Z', 'Australia/Perth')).toEqual({ startDate: '2026-10-03T16:00:00.000Z', endDate: '2026-10-04T15:59:59.999Z' });
    expect(range('Today', '2026-10-04T05:00:00.000Z', 'Australia/Brisbane')).toEqual({ startDate: '2026-10-03T14:00:00.000Z', endDate: '2026-10-04T13:59:59.999Z' });
  });

  it('should end the year on 31 December and start it on 1 January, local time', () => {
    expect(range('This Year', '2026-12-31T12:59:59.000Z')).toEqual({ startDate: '2025-12-31T13:00:00.000Z', endDate: '2026-12-31T12:59:59.999Z' });
    expect(range('This Year', '2026-12-31T13:00:00.000Z')).toEqual({ startDate: '2026-12-31T13:00:00.000Z', endDate: '2027-12-31T12:59:59.999Z' });
  });
});
