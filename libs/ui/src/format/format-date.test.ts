import { formatActivityDate, formatDayHeading } from './format-date';

describe('formatActivityDate', () => {
  it("should follow the spec's 'MMM d, h:mm a' pattern", () => {
    expect(formatActivityDate(new Date(2026, 10, 22, 15, 5))).toBe('Nov 22, 3:05 PM');
    expect(formatActivityDate(new Date(2026, 0, 3, 0, 30))).toBe('Jan 3, 12:30 AM');
  });

  it("should write the time in the person's zone when given, daylight saving included", () => {
    expect(formatActivityDate('2026-04-04T15:30:00.000Z', 'Australia/Sydney')).toBe('Apr 5, 2:30 AM');
    expect(formatActivityDate('2026-04-04T16:30:00.000Z', 'Australia/Sydney')).toBe('Apr 5, 2:30 AM');
    expect(formatActivityDate('2026-04-04T16:30:00.000Z', 'Australia/Perth')).toBe('Apr 5, 12:30 AM');
  });
});

describe('formatDayHeading', () => {
  it('should name the weekday, then day and month in Australian order', () => {
    expect(formatDayHeading(new Date(2026, 10, 22))).toBe('Sunday, 22 November');
  });
});
