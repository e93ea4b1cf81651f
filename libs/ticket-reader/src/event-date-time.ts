import { datesIn, EXPIRY_LINE, type FoundDate, type FoundTime, PRINT_LINE, START_LINE, timesIn } from './dates';
import type { TicketLine } from './ticket-text';

export interface Picked<T> {
  value: T;
  line: number;
  confidence: number;
}

/** What a date or time on a line is, by the words around it: the sale's, the expiry's, or maybe the event's. */
export function contextOf(line: TicketLine, at: number): 'printed' | 'expiry' | 'other' {
  const before = line.upper.slice(0, at);
  // The label nearest before the value decides ("DRAW DATE 14/06 ... SOLD 12/06" has two).
  const lastPrint = lastMatch(before, PRINT_LINE);
  const lastExpiry = lastMatch(before, EXPIRY_LINE);
  if (lastPrint < 0 && lastExpiry < 0) {
    // No label before it: the line's own words (a time with seconds is a print time).
    if (EXPIRY_LINE.test(line.upper)) return 'expiry';
    if (PRINT_LINE.test(line.upper) || timesIn(line).some((t) => t.withSeconds)) return 'printed';
    return 'other';
  }
  return lastExpiry > lastPrint ? 'expiry' : 'printed';
}

function lastMatch(text: string, pattern: RegExp): number {
  const all = new RegExp(pattern.source, 'g');
  let last = -1;
  for (const m of text.matchAll(all)) last = m.index ?? last;
  return last;
}

/**
 * The event's date (race meeting, match, draw): a date beside an event label (`preferred`) first,
 * never one labelled as the sale's or the expiry's; the print date only as a low-confidence guess
 * (`printDateFallback`).
 */
export function findEventDate(lines: TicketLine[], preferred: RegExp, printDateFallback = true): Picked<string> | null {
  const all: { date: FoundDate; line: TicketLine; context: ReturnType<typeof contextOf> }[] = lines.flatMap((line) =>
    datesIn(line).map((date) => ({ date, line, context: contextOf(line, date.at) })),
  );
  if (!all.length) return null;
  const score = ({ date, line, context }: (typeof all)[number]): number =>
    (context === 'printed' ? -10 : context === 'expiry' ? -20 : 0) +
    (preferred.test(line.upper.slice(0, date.at)) ? 4 : preferred.test(line.upper) ? 2 : 0) +
    (date.weekdayAgrees === true ? 2 : date.weekdayAgrees === false ? -2 : 0);
  const best = all.reduce((a, b) => (score(b) > score(a) ? b : a));
  const s = score(best);
  if (best.context === 'expiry') return null;
  if (s < 0 && !printDateFallback) return null;
  return { value: best.date.iso, line: best.line.index, confidence: s < 0 ? 0.3 : s >= 4 ? 0.9 : 0.7 };
}

/** The event's start time: beside a start label (START, JUMP, POST, OFF ...), never a sale or expiry time. */
export function findStartTime(lines: TicketLine[], preferred: RegExp, eventLine: number | null): Picked<string> | null {
  let best: (Picked<string> & { score: number }) | null = null;
  for (const line of lines) {
    const times: FoundTime[] = timesIn(line).filter((t) => !t.withSeconds && contextOf(line, t.at) === 'other');
    if (!times.length) continue;
    const labelled = START_LINE.test(line.upper) || preferred.test(line.upper);
    const onEventLine = line.index === eventLine;
    if (!labelled && !onEventLine) continue;
    const score = (labelled ? 2 : 0) + (onEventLine ? 1 : 0);
    if (!best || score > best.score) best = { value: times[0].hhmm, line: line.index, confidence: labelled ? 0.85 : 0.6, score };
  }
  if (!best) return null;
  return { value: best.value, line: best.line, confidence: best.confidence };
}
