import { zonedPeriod } from './zoned-periods';

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
