import { formatStartTime } from './format-start-time';

describe('formatStartTime', () => {
  const now = new Date(2026, 10, 22, 21, 30);

  it('should show the time alone for a session that started today', () => {
    expect(formatStartTime(new Date(2026, 10, 22, 15, 5).toISOString(), now)).toBe('3:05 PM');
    expect(formatStartTime(new Date(2026, 10, 22, 0, 0).toISOString(), now)).toBe('12:00 AM');
  });

  it('should add the day for one that started before today', () => {
    expect(formatStartTime(new Date(2026, 10, 21, 23, 40).toISOString(), now)).toBe('Nov 21, 11:40 PM');
  });
});
