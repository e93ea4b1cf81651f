import { AUSTRALIAN_TIME_ZONES } from '@tally/contracts';
import { timeZoneOptions } from './time-zone-options';

describe('timeZoneOptions', () => {
  it('should list the Australian zones first, then the others alphabetically without repeats', () => {
    const options = timeZoneOptions('Australia/Sydney', ['Pacific/Auckland', 'Australia/Perth', 'Asia/Tokyo', 'Asia/Tokyo']);
    expect(options.slice(0, AUSTRALIAN_TIME_ZONES.length)).toEqual([...AUSTRALIAN_TIME_ZONES]);
    expect(options.slice(AUSTRALIAN_TIME_ZONES.length)).toEqual(['Asia/Tokyo', 'Pacific/Auckland']);
  });

  it("should keep the user's current zone when the browser does not list it", () => {
    expect(timeZoneOptions('Europe/London', [])).toContain('Europe/London');
  });

  it('should offer no zone the server refuses (PostgreSQL does not know US/Pacific-New), listed or saved', () => {
    const options = timeZoneOptions('US/Pacific-New', ['US/Pacific-New', 'Not/AZone', 'America/Los_Angeles']);
    expect(options).toContain('America/Los_Angeles');
    expect(options).not.toContain('US/Pacific-New');
    expect(options).not.toContain('Not/AZone');
  });
});
