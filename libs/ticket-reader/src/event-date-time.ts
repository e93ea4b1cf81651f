import { datesIn, type FoundDate, type FoundTime, PRINT_LINE, START_LINE, timesIn } from './dates';
import type { TicketLine } from './ticket-text';

export interface Picked<T> {
  value: T;
  line: number;
  confidence: number;
}

/** Lines on which the ticket says when it was printed: a print label or a time with seconds. */
function printLines(lines: TicketLine[]): Set<number> {
  const set = new Set<number>();
  for (const line of lines) {
    if (PRINT_LINE.test(line.upper) || timesIn(line).some((t) => t.withSeconds)) set.add(line.index);
  }
  return set;
}

/**
 * The event's date (race meeting, match, draw): a date not on a print line, preferring one beside
 * an event label (`preferred`); the print date only as a low-confidence guess.
 */
export function findEventDate(lines: TicketLine[], preferred: RegExp): Picked<string> | null {
  const printed = printLines(lines);
  const all: { date: FoundDate; line: TicketLine }[] = lines.flatMap((line) => datesIn(line).map((date) => ({ date, line })));
  if (!all.length) return null;
  const score = ({ date, line }: { date: FoundDate; line: TicketLine }): number =>
    (printed.has(line.index) ? -10 : 0) + (preferred.test(line.upper) ? 4 : 0) + (date.weekdayAgrees === true ? 2 : date.weekdayAgrees === false ? -2 : 0);
  const best = all.reduce((a, b) => (score(b) > score(a) ? b : a));
  const s = score(best);
  return { value: best.date.iso, line: best.line.index, confidence: s < 0 ? 0.3 : s >= 4 ? 0.9 : 0.7 };
}

/** The event's start time: beside START / JUMP / a race label, never a print time (with seconds). */
export function findStartTime(lines: TicketLine[], preferred: RegExp, eventLine: number | null): Picked<string> | null {
  const printed = printLines(lines);
  let best: (Picked<string> & { score: number }) | null = null;
  for (const line of lines) {
    const times: FoundTime[] = timesIn(line).filter((t) => !t.withSeconds);
    if (!times.length) continue;
    const labelled = START_LINE.test(line.upper) || preferred.test(line.upper);
    const onEventLine = line.index === eventLine;
    if (!labelled && !onEventLine) continue;
    if (printed.has(line.index) && !labelled) continue;
    const score = (labelled ? 2 : 0) + (onEventLine ? 1 : 0);
    if (!best || score > best.score) best = { value: times[0].hhmm, line: line.index, confidence: labelled ? 0.85 : 0.6, score };
  }
  if (!best) return null;
  return { value: best.value, line: best.line, confidence: best.confidence };
}
