import { BOXABLE_BET_TYPES, SINGLE_RUNNER_BET_TYPES, type BetType } from '@tally/contracts';
import type { TicketLine } from './ticket-text';

// The spec's bet types, and which take one runner or may be boxed, are the contracts' lists.
export type RacingBetType = BetType;
export const SINGLE_RUNNER_BETS = SINGLE_RUNNER_BET_TYPES;
export const BOXABLE_BETS = BOXABLE_BET_TYPES;

/** Printed names and abbreviations, longest first within each type. */
const BET_PATTERNS: [RacingBetType, RegExp][] = [
  ['Running Double', /\b(RUNNING\s*DOUBLE|RUN(NING)?\s*DBL|RUN\s*DOUBLE|R\/?D|RD)\b/],
  ['Daily Double', /\b(DAILY\s*DOUBLE|DAILY\s*DBL|D\/?D|DD)\b/],
  ['Each Way', /\b(EACH\s*WAY|E\s?\/\s?W|EW|WIN\s*(?:\/|&|AND)?\s*PLACE)\b/],
  ['First 4', /\b(FIRST\s*(4|FOUR|F0UR)|F4|FF|SUPERFECTA)\b/],
  ['Quadrella', /\b(QUADRELLA|QUADDIE|QUADIE|QUAD|QAD|QDL)\b/],
  ['Trifecta', /\b(TRIFECTA|TRI|TFA)\b/],
  ['Quinella', /\b(QUINELLA|QUIN|QIN|QNL|QU)\b/],
  ['Exacta', /\b(EXACTA|EXA|EXT|EX)\b/],
  ['Treble', /\b(TREBLE|TBL|TRBL)\b/],
  ['Duet', /\b(DUET|DUE|DT)\b/],
  ['Pick 6', /\b(PICK\s*6|BIG\s*6)\b/],
  ['Place', /\b(PLACE|PLC|PL)\b|^P(?=\s+[#(]?\d{1,2}\b|$)/],
  ['Win', /\b(WIN|WN)\b|^W(?=\s+[#(]?\d{1,2}\b|$)/],
];

/** Labels that introduce the bet type. */
const BET_LABEL = /\b(BET\s*TYPE|BETTYPE|BET|POOL|TYPE)\b:?/;

export interface BetTypeMatch {
  betType: RacingBetType;
  line: number;
  boxed: boolean;
  confidence: number;
}

/**
 * The racing bet type: a labelled one ("Bet Type Trifecta") first, else a line that starts with a
 * bet name or code ("TRI BOX", "FIRST 4", "EACH WAY", "W 7").
 */
export function findBetType(lines: TicketLine[]): BetTypeMatch | null {
  let best: (BetTypeMatch & { score: number }) | null = null;
  for (const line of lines) {
    const upper = line.upper
      .replace(/[^A-Z0-9/ ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // Distractors: "NO WIN", "WIN $20", prize tables, "RACE & SPORT".
    if (/\b(NO WIN|TO WIN|WIN UP|PRIZE|RESULT|GAMBL|CHECK)\b/.test(line.upper)) continue;
    const labelled = BET_LABEL.exec(upper);
    const text = labelled ? upper.slice(labelled.index + labelled[0].length).trim() : upper;
    for (const [betType, pattern] of BET_PATTERNS) {
      const m = pattern.exec(text);
      if (!m) continue;
      const atStart = (m.index ?? 0) <= 1;
      const short = m[0].replace(/\s/g, '').length <= 3;
      // A two- or three-letter code counts only as the first word of a short line.
      if (!labelled && short && (!atStart || text.length > 40)) continue;
      if (!labelled && !atStart && text.length > 30) continue;
      const score = (labelled ? 10 : 0) + (atStart ? 3 : 0) + (short ? 0 : 2);
      const boxed = /\b(BOX|BOXED|BX)\b/.test(upper);
      if (!best || score > best.score) best = { betType, line: line.index, boxed, confidence: labelled || !short ? 0.9 : 0.7, score };
      break;
    }
  }
  if (!best) return null;
  const { score: _score, ...match } = best;
  return match;
}

/** A boxed bet prints BOX / BOXED / (BX) anywhere on the ticket. */
export function looksBoxed(lines: TicketLine[]): boolean {
  return lines.some((l) => /\b(BOX|BOXED|BX)\b/.test(l.upper) && !/PRIZE BOX/.test(l.upper));
}
