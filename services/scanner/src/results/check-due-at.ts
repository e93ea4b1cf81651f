import { TZDate } from '@date-fns/tz';
import type { LotteryTicketDetails } from '@tally/contracts';

/** Lottery draws are timed in Sydney and Melbourne time (one zone). */
export const DRAW_TIME_ZONE = 'Australia/Sydney';

/**
 * Usual draw times of the national games (../shared/reference/lottery-games.json: sources differ
 * between about 7:30 and 8:30pm, so the later one; a check after the draw only waits longer).
 */
const USUAL_DRAW_TIMES: Array<[RegExp, string]> = [
  [/set\s*for\s*life/i, '21:00'],
  [/powerball/i, '20:30'],
  [/oz\s*lotto/i, '20:30'],
  [/windfall|monday|wednesday|medley/i, '20:30'],
  [/saturday|tattslotto|gold\s*lotto|x\s*lotto|lotto/i, '20:30'],
];
const LATE_EVENING = '21:00';

export interface CheckDelays {
  raceDelayMs: number;
  drawDelayMs: number;
  defaultDelayMs: number;
}

/** The draw time a ticket shows, else its game's usual one (a late evening when the game is not known). */
export function usualDrawTime(game: string): string {
  return USUAL_DRAW_TIMES.find(([pattern]) => pattern.test(game))?.[1] ?? LATE_EVENING;
}

/** When the last draw of a ticket takes place, in Sydney time; null when no draw date is known. */
export function lastDrawAt(lottery: LotteryTicketDetails): Date | null {
  const dates = lottery.draws.map((d) => d.drawDate).filter((d): d is string => d !== null);
  if (dates.length === 0) return null;
  const [year, month, day] = dates.sort().at(-1)!.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (lottery.drawTime ?? usualDrawTime(lottery.game)).split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, DRAW_TIME_ZONE).getTime());
}

/**
 * When a pending ticket's result is worth asking for: a race some time after it starts, a draw
 * ticket some time after its (last) draw, anything else a default time after it was logged. Never
 * before `now`.
 */
export function checkDueAt(
  activity: { type: 'wagering' | 'lottery'; eventAt: string | null; createdAt: string },
  lottery: LotteryTicketDetails | null,
  delays: CheckDelays,
  now: Date,
): Date {
  const drawAt = activity.type === 'lottery' && lottery ? lastDrawAt(lottery) : null;
  const due =
    activity.type === 'wagering' && activity.eventAt
      ? new Date(activity.eventAt).getTime() + delays.raceDelayMs
      : drawAt
        ? drawAt.getTime() + delays.drawDelayMs
        : new Date(activity.createdAt).getTime() + delays.defaultDelayMs;
  return new Date(Math.max(due, now.getTime()));
}
