import { LABELS } from './labels';
import { digitsOf, type TicketLine } from './ticket-text';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export interface FoundDate {
  iso: string;
  line: number;
  /** Where in the line the date starts and ends. */
  at: number;
  end: number;
  /** The printed weekday agrees with the date (a cross-check against misread digits). */
  weekdayAgrees: boolean | null;
  /** Printed day name, if any (MON..SUN). */
  weekday: string | null;
}

export interface FoundTime {
  hhmm: string;
  line: number;
  at: number;
  /** Printed with seconds (08:21:57): a print or issue time, not a start time. */
  withSeconds: boolean;
}

const D = '[0-9OoIlSB]';
const MONTH_WORD = '(JAN|IAN|FEB|MAR|APR|MAY|JUN|JUL|JUI|AUG|SEP|SEPT|OCT|0CT|N0V|NOV|DEC|DE0|0EC)[A-Z]*';
const WEEKDAY_WORD = '(?:(SUN|MON|TUE|WED|THU|FRI|SAT)[A-Z]*\\.?,?\\s*)?';
// 14JUN25, 14 JUN 2025, Sat 14 Jun 2025, Thursday 15 January 2026, 14-Jun-2025, Sat, 14 Jun 25
const DAY_MONTH_YEAR = new RegExp(`${WEEKDAY_WORD}\\b(${D}{1,2})[\\s.-]?${MONTH_WORD}\\.?,?[\\s.-]?(${D}{4}|${D}{2})(?!${D})`, 'g');
// 14/06/2025, 14/06/25, 14-06-2025, 14.06.2025
const NUMERIC = new RegExp(`${WEEKDAY_WORD}(?<![\\d/])(${D}{1,2})[/.-](${D}{1,2})[/.-](${D}{4}|${D}{2})(?![\\d/])`, 'g');
// 2025-06-14 (year first: some terminals print ISO dates)
const YEAR_FIRST = /(?<![\d/.-])(20\d{2})-(\d{2})-(\d{2})(?![\d/])/g;
// 14062025, 140625: a date without separators, read only beside a date label or a weekday
const COMPACT = new RegExp(`${WEEKDAY_WORD}(?<![\\d$.,/-])(\\d{2})(\\d{2})(\\d{4}|\\d{2})(?![\\d.,/-])`, 'g');
/** Labels after which a run of six or eight digits is a date. */
const DATE_LABEL = /\b(DATE|DRAW|RACEDAY|DAY|ON|EXPIRES?|EXPIRY|VALID|UNTIL|CLAIM|BY|PRINTED|ISSUED|SOLD|SALE|PURCHASED|BOUGHT|TRANSACTION|TXN|MTG|MEETING)\b\W*$/;

function isoDate(day: number, month: number, year: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000 || year > 2099) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function weekdayOf(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
}

export function datesIn(line: TicketLine): FoundDate[] {
  const found: FoundDate[] = [];
  const text = line.upper.replace(/0(?=[A-Z]{2}\d)/g, 'O');
  for (const m of text.matchAll(DAY_MONTH_YEAR)) {
    const misread: Record<string, string> = { IAN: 'JAN', JUI: 'JUL', '0CT': 'OCT', N0V: 'NOV', DE0: 'DEC', '0EC': 'DEC' };
    const word = m[3].slice(0, 3);
    const month = MONTHS.indexOf(misread[word] ?? word) + 1;
    const iso = isoDate(Number(digitsOf(m[2])), month, Number(digitsOf(m[4])));
    if (iso) found.push(withWeekday(iso, m[1] ?? null, line.index, m.index ?? 0, (m.index ?? 0) + m[0].length));
  }
  for (const m of text.matchAll(NUMERIC)) {
    let iso = isoDate(Number(digitsOf(m[2])), Number(digitsOf(m[3])), Number(digitsOf(m[4])));
    // A month misread as 86 or 66 is 06 (OCR takes 0 for 8 or 6); kept only when the printed weekday agrees.
    const month = digitsOf(m[3]);
    if (!iso && m[1] && month.length === 2 && /[689]/.test(month[0])) {
      const repaired = isoDate(Number(digitsOf(m[2])), Number(`0${month[1]}`), Number(digitsOf(m[4])));
      if (repaired && weekdayOf(repaired) === m[1]) iso = repaired;
    }
    if (iso) found.push(withWeekday(iso, m[1] ?? null, line.index, m.index ?? 0, (m.index ?? 0) + m[0].length));
  }
  for (const m of text.matchAll(YEAR_FIRST)) {
    const iso = isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
    if (iso) found.push(withWeekday(iso, null, line.index, m.index ?? 0, (m.index ?? 0) + m[0].length));
  }
  for (const m of text.matchAll(COMPACT)) {
    if (!m[1] && !DATE_LABEL.test(text.slice(0, m.index))) continue;
    const iso = isoDate(Number(m[2]), Number(m[3]), Number(m[4]));
    if (iso) found.push(withWeekday(iso, m[1] ?? null, line.index, m.index ?? 0, (m.index ?? 0) + m[0].length));
  }
  // One date may match two patterns; the first found at a place stands.
  return found.sort((a, b) => a.at - b.at).filter((d, i, all) => i === 0 || d.at >= all[i - 1].end);
}

/** Digits OCR takes for one another. */
const CONFUSED: Record<string, string> = { '0': '68', '6': '05', '8': '036', '3': '8', '5': '6', '1': '7', '7': '1', '9': '0' };

function withWeekday(iso: string, weekday: string | null, line: number, at: number, end: number): FoundDate {
  if (weekday && weekdayOf(iso) !== weekday) {
    // The printed weekday disagrees: a misread digit of the day, if changing one makes them agree.
    const [y, m, d] = iso.split('-');
    for (let i = 0; i < 2; i++) {
      for (const alt of CONFUSED[d[i]] ?? '') {
        const day = d.slice(0, i) + alt + d.slice(i + 1);
        const repaired = isoDate(Number(day), Number(m), Number(y));
        if (repaired && weekdayOf(repaired) === weekday) return { iso: repaired, line, at, end, weekday, weekdayAgrees: true };
      }
    }
  }
  return { iso, line, at, end, weekday, weekdayAgrees: weekday ? weekdayOf(iso) === weekday : null };
}

// 19:50, 2:35 pm, 14.35, 3:11pm, 19:26:01, 7:50 a.m., 1530 HRS
const TIME = /(?<![\d.:/$])([0-2]?\d)[:.]([0-5]\d)(?:[:.]([0-5]\d))?\s?([AP]\.?\s?M\b\.?)?(?![\d.]*%)(?!\.\d)(?!\d)/g;
const HOURS = /(?<![\d.:/$])([01]\d|2[0-3])([0-5]\d)\s?(HRS|HOURS|H)\b/g;

export function timesIn(line: TicketLine): FoundTime[] {
  const found: FoundTime[] = [];
  const text = line.upper;
  for (const m of text.matchAll(TIME)) {
    // Money ($14.35) and dates (14.06.2025) are not times.
    const before = text.slice(Math.max(0, (m.index ?? 0) - 2), m.index);
    if (/\$\s?$/.test(before)) continue;
    let hour = Number(m[1]);
    const minute = Number(m[2]);
    const meridiem = m[4]?.replace(/[.\s]/g, '');
    const zoned = /^\s*(HRS|AEST|AEDT|ACST|ACDT|AWST|EST)\b/.test(text.slice((m.index ?? 0) + m[0].length));
    if (meridiem) {
      if (hour < 1 || hour > 12) continue;
      if (meridiem === 'PM' && hour < 12) hour += 12;
      if (meridiem === 'AM' && hour === 12) hour = 0;
    } else if (m[0].includes('.') && !zoned && !START_LINE.test(text) && !/\b(TIME|RACE|@)\b/.test(text) && !/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\s+$/.test(text.slice(0, m.index))) {
      // "14.35" is a time next to a start label or right after a date; elsewhere it is more likely an amount or odds.
      continue;
    }
    if (hour > 23) continue;
    found.push({
      hhmm: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
      line: line.index,
      at: m.index ?? 0,
      withSeconds: Boolean(m[3]),
    });
  }
  for (const m of text.matchAll(HOURS)) found.push({ hhmm: `${m[1]}:${m[2]}`, line: line.index, at: m.index ?? 0, withSeconds: false });
  return found.sort((a, b) => a.at - b.at);
}

/** Lines that carry when the ticket was printed, not when the event is. */
export const PRINT_LINE = LABELS.printed;

/** Lines that say when a ticket expires or must be claimed. */
export const EXPIRY_LINE = LABELS.expiry;

/** Lines that start an event or a race (a time there is the start time). */
export const START_LINE = LABELS.start;
