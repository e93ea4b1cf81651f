import { GAMBLING_TIPS, tipOfTheDay } from './gambling-tips';

describe('GAMBLING_TIPS', () => {
  it('holds the six tips of the spec, one stating the 2% to 15% pokies house edge', () => {
    expect(GAMBLING_TIPS.map((tip) => tip.title)).toEqual([
      'Set a daily spending limit',
      'Never chase losses',
      'Take regular breaks',
      'Set time limits',
      'Never gamble when emotional or stressed',
      'Track wins and losses honestly',
    ]);
    expect(GAMBLING_TIPS.filter((tip) => tip.text.includes('2% to 15%'))).toHaveLength(1);
  });
});

describe('tipOfTheDay', () => {
  it('picks the tip by day of the year modulo six', () => {
    // 1 January is day 1: tip 1; 6 January is day 6: tip 0; 25 November 2026 is day 329: tip 5.
    expect(tipOfTheDay(new Date(2026, 0, 1)).id).toBe(GAMBLING_TIPS[1].id);
    expect(tipOfTheDay(new Date(2026, 0, 6)).id).toBe(GAMBLING_TIPS[0].id);
    expect(tipOfTheDay(new Date(2026, 10, 25)).id).toBe(GAMBLING_TIPS[329 % 6].id);
  });
});
