import { DEFAULT_TUNING, type ReaderTuning } from './tuning';
import { BOXABLE_BETS, findBetType, looksBoxed, type RacingBetType, SINGLE_RUNNER_BETS } from './bet-types';
import { findEventDate, findStartTime } from './event-date-time';
import { findSelections, formatLegs, maxRunners } from './selections';
import { digitsOf, type TicketLine } from './ticket-text';
import { findVenue } from './venues';

export interface RacingReading {
  racetrack: string | null;
  raceDate: string | null;
  raceTime: string | null;
  raceNumber: number | null;
  horseNumber: number | null;
  horseSelections: string | null;
  betType: RacingBetType | null;
  isBoxed: boolean;
  racingSubtype: 'Horses' | 'Greyhounds';
  confidence: Partial<Record<keyof Omit<RacingReading, 'confidence'>, number>>;
}

const GREYHOUND_WORDS = /\b(GREYHOUNDS?|GREYHOUND RACING|DOGS|GRE[YV]HOUNDS?)\b/;
const HORSE_WORDS = /\b(GALLOPS|THOROUGHBREDS?|HARNESS|TROTS|TROTTING|PACING|GALLOP|HORSES?)\b/;
/** "R9", "RACE 10", "Races 6, 7", "R2-R3-R4", "Leg 1 (R6)". */
const RACE_NUMBER = /\b(?:RACES?|RCE|REE|R|EVENT)\s?(?:NO\.?|NUMBER|#)?\s?[.:#-]?\s?([0-9][0-9OIlS]?|[OIlS][0-9])\b(?!\s?[.:/]\d)/;

/** Racing fields from a wagering ticket's lines. */
export function readRacing(lines: TicketLine[], tuning: Required<ReaderTuning> = DEFAULT_TUNING): RacingReading {
  const confidence: RacingReading['confidence'] = {};
  const venue = findVenue(lines, tuning.venueEdits);
  const bet = findBetType(lines);
  const typeWords = lines.map((l) => l.upper).join('\n');
  const greyhounds = GREYHOUND_WORDS.test(typeWords) ? true : HORSE_WORDS.test(typeWords) ? false : null;
  const racingSubtype: RacingReading['racingSubtype'] =
    (greyhounds ?? (venue && venue.venue.codes.greyhound && !venue.venue.codes.thoroughbred && !venue.venue.codes.harness)) ? 'Greyhounds' : 'Horses';
  confidence.racingSubtype = greyhounds !== null ? 0.9 : venue ? 0.6 : 0.4;

  const raceNumber = findRaceNumber(lines);
  const raceLine = raceNumber?.line ?? null;
  const date = findEventDate(lines, /\b(RACE|R\d{1,2}|DATE|MTG|MEETING|START)\b/, tuning.printDateFallback);
  const time = findStartTime(lines, /\b(START|JUMP|JUMPS|RACE TIME|FIRST LEG)\b/, raceLine ?? date?.line ?? null);

  const max = maxRunners(racingSubtype === 'Greyhounds');
  let betType = bet?.betType ?? null;
  if (!betType) {
    // The bet's name was not read (large bold print suffers most): legs in finishing order over one
    // race are an Exacta, Trifecta or First 4; one leg per race over three or four races a Treble or Quadrella.
    const legs = findSelections(lines, 0, max)?.legs.length ?? 0;
    const races = lines.some((l) => /\bR\d{1,2}\s?-\s?R\d{1,2}\b|\bRACES\s+\d{1,2}\s?[,-]|\bLEG\s*\d\s*\(?R\d/.test(l.upper));
    const inferred: Record<number, RacingBetType> = races ? { 3: 'Treble', 4: 'Quadrella' } : { 2: 'Exacta', 3: 'Trifecta', 4: 'First 4' };
    betType = inferred[legs] ?? null;
    if (betType) confidence.betType = 0.4;
  }
  let horseNumber: number | null = null;
  let horseSelections: string | null = null;
  const isBoxed = Boolean(betType && BOXABLE_BETS.includes(betType) && (bet?.boxed || looksBoxed(lines)));
  if (betType && SINGLE_RUNNER_BETS.includes(betType)) {
    const runner = findSingleRunner(lines, bet?.line ?? 0, max);
    if (runner) {
      horseNumber = runner.value;
      confidence.horseNumber = runner.confidence;
    }
  } else {
    // Exotics and multi-leg bets list their runners (kept even when the bet's name was not read).
    const selections = findSelections(lines, bet?.line ?? 0, max);
    if (selections) {
      let legs = selections.legs;
      // Boxed and one-race bets without a box print every runner in one leg.
      if (isBoxed || betType === 'Quinella' || betType === 'Duet') legs = [[...new Set(legs.flat())].sort((a, b) => a - b)];
      horseSelections = formatLegs(legs);
      confidence.horseSelections = betType ? selections.confidence : selections.confidence * 0.6;
    }
  }

  if (venue) confidence.racetrack = venue.confidence;
  if (date) confidence.raceDate = date.confidence;
  if (time) confidence.raceTime = time.confidence;
  if (raceNumber) confidence.raceNumber = raceNumber.confidence;
  if (bet) confidence.betType = bet.confidence;
  confidence.isBoxed = betType && BOXABLE_BETS.includes(betType) ? 0.8 : 0.9;
  return {
    racetrack: venue?.venue.name ?? null,
    raceDate: date?.value ?? null,
    raceTime: time?.value ?? null,
    raceNumber: raceNumber?.value ?? null,
    horseNumber,
    horseSelections,
    betType,
    isBoxed,
    racingSubtype,
    confidence,
  };
}

function findRaceNumber(lines: TicketLine[]): { value: number; line: number; confidence: number } | null {
  for (const line of lines) {
    if (/RACE\s*&|RACE AND|RACING|RACEDAY|RACE DAY/.test(line.upper) && !/\bRACES?\s?\d/.test(line.upper)) continue;
    const m = RACE_NUMBER.exec(line.upper);
    if (!m) continue;
    let value = Number(digitsOf(m[1]));
    // "Races 34,5" is races 3, 4, 5 with a comma lost: the first race is the first digit.
    if (value > 20 && /RACES/.test(m[0])) value = Number(digitsOf(m[1])[0]);
    if (value >= 1 && value <= 20) return { value, line: line.index, confidence: /RACE/.test(m[0]) ? 0.9 : 0.75 };
  }
  return null;
}

const RUNNER_LABEL =
  /(?:\b(?:RUNNER|RNR|SELECTION|SEL|HORSE|DOG|TAB\s*NO|SADDLE\s*CLOTH|BOX|(?<!RACE\s?)NO\.?|(?<!RACE\s?)NUMBER)\s*:?\s*[#(]?|#|^\()\s*([0-9][0-9OIlS]?|[OIlS][0-9])\b/;

/** The runner of a Win / Place / Each Way bet: labelled ("Runner 9"), or the number that starts the line after the bet type ("3 $5.00 E/W"). */
function findSingleRunner(lines: TicketLine[], betLine: number, max: number): { value: number; confidence: number } | null {
  for (const line of lines) {
    const m = RUNNER_LABEL.exec(line.upper);
    if (!m || /\$/.test(line.text.slice(0, m.index))) continue;
    const n = Number(digitsOf(m[1]));
    if (n >= 1 && n <= max) return { value: n, confidence: 0.85 };
  }
  // "WIN 7" / "E/W 8" on the bet line itself, then the next lines.
  for (const line of lines.slice(betLine, betLine + 3)) {
    const text = line.index === betLine ? line.upper.replace(/^\S+\s*(\S+\s*)?/, (s) => (/\d/.test(s) ? s : '')) : line.upper;
    const m = /^\s*([0-9OIlS]{1,2})\b(?!\s?[.:/,]\d)/.exec(text) ?? /^(?:WIN|PLACE|PLC|E\/W|EW|EACH WAY)\s+([0-9]{1,2})\b/.exec(line.upper);
    if (!m) continue;
    const n = Number(digitsOf(m[1]));
    if (n >= 1 && n <= max) return { value: n, confidence: 0.65 };
  }
  return null;
}
