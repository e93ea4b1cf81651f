import { isLateNight } from './late-night';

describe('isLateNight', () => {
  it.each([
    ['Sydney 11:59pm', '2026-11-25T12:59:00Z', 'Australia/Sydney', false],
    ['Sydney midnight', '2026-11-25T13:00:00Z', 'Australia/Sydney', true],
    ['Sydney 5:59am', '2026-11-25T18:59:00Z', 'Australia/Sydney', true],
    ['Sydney 6am', '2026-11-25T19:00:00Z', 'Australia/Sydney', false],
    ['Perth 1am (Sydney 4am)', '2026-11-25T17:00:00Z', 'Australia/Perth', true],
    ['Perth 11pm (Sydney 2am)', '2026-11-25T15:00:00Z', 'Australia/Perth', false],
    ['Adelaide 12:30am (half-hour offset)', '2026-11-25T14:00:00Z', 'Australia/Adelaide', true],
    ['Adelaide 11:59pm', '2026-11-25T13:29:00Z', 'Australia/Adelaide', false],
  ])('should say %s is %s', (_what, at, zone, late) => {
    expect(isLateNight(new Date(at), zone)).toBe(late);
  });
});
