import { parseRateLimits } from './rate-limits';

describe('parseRateLimits (RATE_LIMITS)', () => {
  it('When entries name an operation, what is counted and the numbers, then each replaces that limit', () => {
    expect([...parseRateLimits(' register:address=20/60, generateInsights:person=5/600 ')]).toEqual([
      ['register:address', { points: 20, windowSec: 60 }],
      ['generateInsights:person', { points: 5, windowSec: 600 }],
    ]);
    expect(parseRateLimits(undefined).size).toBe(0);
    expect(parseRateLimits('').size).toBe(0);
  });

  it.each(['register=20/60', 'register:ip=20/60', 'register:address=0/60', 'register:address=20', 'register:address=20/0'])(
    'When an entry is "%s", then it is refused by name, so a typo stops the service instead of leaving a limit as it was',
    (entry) => {
      expect(() => parseRateLimits(entry)).toThrow(entry);
    },
  );
});
