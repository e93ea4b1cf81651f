import { checkDueAt, lastDrawAt, usualDrawTime } from './check-due-at';

const MINUTE = 60_000;
const delays = { raceDelayMs: 30 * MINUTE, drawDelayMs: 60 * MINUTE, defaultDelayMs: 24 * 60 * MINUTE };
const longAgo = new Date('2025-01-01T00:00:00Z');
const lottery = (drawDates: Array<string | null>, drawTime: string | null = null, game = 'Saturday Lotto') => ({
  game,
  draws: drawDates.map((drawDate, i) => ({ drawNumber: 4600 + i, drawDate })),
  drawTime,
  games: [{ numbers: [1, 2, 3, 4, 5, 6], powerball: null }],
});

describe('checkDueAt', () => {
  it('should check a race its delay after the race starts', () => {
    const due = checkDueAt({ type: 'wagering', eventAt: '2025-06-14T05:35:00.000Z', createdAt: '2025-06-14T01:00:00.000Z' }, null, delays, longAgo);

    expect(due.toISOString()).toBe('2025-06-14T06:05:00.000Z');
  });

  it("should check a draw ticket after its game's usual draw time in Sydney (AEST in June)", () => {
    const due = checkDueAt({ type: 'lottery', eventAt: null, createdAt: '2025-06-10T01:00:00.000Z' }, lottery(['2025-06-14']), delays, longAgo);

    expect(due.toISOString()).toBe('2025-06-14T11:30:00.000Z'); // 20:30 AEST + 1 hour
  });

  it("should prefer the ticket's own draw time, in daylight saving time (AEDT in January)", () => {
    expect(lastDrawAt(lottery(['2026-01-10'], '19:45'))?.toISOString()).toBe('2026-01-10T08:45:00.000Z');
  });

  it('should wait for the last draw of a multi-draw ticket', () => {
    expect(lastDrawAt(lottery(['2025-06-14', '2025-06-28', '2025-06-21']))?.toISOString()).toBe('2025-06-28T10:30:00.000Z');
  });

  it('should fall back to a default delay after logging when no time is known', () => {
    const created = '2025-06-10T01:00:00.000Z';

    expect(checkDueAt({ type: 'wagering', eventAt: null, createdAt: created }, null, delays, longAgo).toISOString()).toBe('2025-06-11T01:00:00.000Z');
    expect(checkDueAt({ type: 'lottery', eventAt: null, createdAt: created }, lottery([null]), delays, longAgo).toISOString()).toBe('2025-06-11T01:00:00.000Z');
  });

  it('should never be due before now', () => {
    const now = new Date('2026-03-01T00:00:00Z');

    expect(checkDueAt({ type: 'wagering', eventAt: '2025-06-14T05:35:00.000Z', createdAt: '2025-06-14T01:00:00.000Z' }, null, delays, now)).toEqual(now);
  });

  it('should know the usual draw times of the national games', () => {
    expect([usualDrawTime('Set for Life'), usualDrawTime('Powerball'), usualDrawTime('Weekday Windfall'), usualDrawTime('Mystery Game')]).toEqual([
      '21:00',
      '20:30',
      '20:30',
      '21:00',
    ]);
  });
});
