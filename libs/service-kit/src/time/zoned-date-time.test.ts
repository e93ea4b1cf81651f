import { zonedDateTime } from './zoned-date-time';

describe('zonedDateTime', () => {
  it('reads a wall-clock time in the zone, in summer and in winter', () => {
    expect(zonedDateTime('2026-01-15', '20:30', 'Australia/Sydney')?.toISOString()).toBe('2026-01-15T09:30:00.000Z');
    expect(zonedDateTime('2026-07-15', '20:30', 'Australia/Sydney')?.toISOString()).toBe('2026-07-15T10:30:00.000Z');
    expect(zonedDateTime('2026-07-15', '20:30', 'Australia/Perth')?.toISOString()).toBe('2026-07-15T12:30:00.000Z');
  });

  it('is null for a malformed date or time', () => {
    expect(zonedDateTime('15/01/2026', '20:30', 'Australia/Sydney')).toBeNull();
    expect(zonedDateTime('2026-01-15', '8.30pm', 'Australia/Sydney')).toBeNull();
  });
});
