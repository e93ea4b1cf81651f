import { todayRange } from './today-range';

describe('todayRange', () => {
  it('spans the whole day in the given time zone', () => {
    // 2026-11-25 13:30 UTC is 00:30 on the 26th in Sydney (UTC+11 in summer).
    const range = todayRange('Australia/Sydney', new Date('2026-11-25T13:30:00Z'));
    expect(range).toEqual({ startDate: '2026-11-25T13:00:00.000Z', endDate: '2026-11-26T12:59:59.999Z' });
  });

  it('follows Perth, which has no daylight saving', () => {
    const range = todayRange('Australia/Perth', new Date('2026-11-25T13:30:00Z'));
    expect(range).toEqual({ startDate: '2026-11-24T16:00:00.000Z', endDate: '2026-11-25T15:59:59.999Z' });
  });
});
