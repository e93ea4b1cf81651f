/**
 * The next run of a repeating job: its previous due time plus whole intervals, the first one
 * after `now`. A process that was down for hours runs the job once, not once per missed interval.
 */
export function nextRepeatRun(previousRunAt: Date, everyMs: number, now: Date): Date {
  const missed = Math.max(0, Math.floor((now.getTime() - previousRunAt.getTime()) / everyMs));
  return new Date(previousRunAt.getTime() + (missed + 1) * everyMs);
}
