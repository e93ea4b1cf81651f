import { formatDuration, formatSpan } from './format-duration';

describe('formatDuration', () => {
  it('should show seconds alone under a minute', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45_999)).toBe('45s');
  });

  it('should show minutes and padded seconds under an hour', () => {
    expect(formatDuration(65_000)).toBe('1m 05s');
    expect(formatDuration(59 * 60_000 + 59_000)).toBe('59m 59s');
  });

  it('should show hours and padded minutes from an hour', () => {
    expect(formatDuration(60 * 60_000)).toBe('1h 00m');
    expect(formatDuration(26 * 60 * 60_000 + 5 * 60_000 + 59_000)).toBe('26h 05m');
  });

  it('should show a negative or unknown span as 0s', () => {
    expect(formatDuration(-5_000)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });
});

describe('formatSpan', () => {
  it('should measure from a start to an end timestamp or to now', () => {
    expect(formatSpan('2026-11-22T03:00:00.000Z', '2026-11-22T04:30:00.000Z')).toBe('1h 30m');
    expect(formatSpan('2026-11-22T03:00:00.000Z', Date.parse('2026-11-22T03:02:03.000Z'))).toBe('2m 03s');
  });
});
