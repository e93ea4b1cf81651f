import { findVenue } from './venues';
import { SCRATCHIE_WORDS } from './scratchies';
import { SPORT_WORDS } from './sports';
import type { TicketLine } from './ticket-text';

export type TicketKind = 'racing' | 'sports' | 'draw' | 'scratchie' | 'unknown';

const RACING_WORDS =
  /\b(MTG|MEETING|RACECOURSE|RACE\s?(NO\.?\s?|#\s?)?\d{1,2}|EVENT\s\d{1,2}|R\d{1,2}\b|RACES|JUMP|START|RUNNER|GALLOPS|HARNESS|GREYHOUNDS?|DOGS|THOROUGHBREDS?|HORSES?|SADDLE CLOTH|TROTS|QUADDIE|PLC|WN|TRIFECTA|QUINELLA|EXACTA|FIRST\s?4|QUADRELLA|DUET|EACH WAY|E\/W|PLACE|WIN|TRI|QIN|QAD|DD|RD|FF|COMBS?|FLEXI|FLX|BOX)\b/g;
const LOTTERY_WORDS =
  /\b(LOTTO|LOTTERY|LOTTERIES|POWERBALL|OZ LOTTO|SET FOR LIFE|WINDFALL|TATTSLOTTO|DRAW|DRAWS|QUICK\s?PICK|QP|MARKED|SYSTEM|DIV(ISION)?\s?1|GAMES?|JACKPOT|PB)\b/g;
const SPORT_ALL = new RegExp(SPORT_WORDS.source, 'g');
const SCRATCHIE_ALL = new RegExp(SCRATCHIE_WORDS.source, 'g');

function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

/** What kind of ticket the text is, by the words each kind prints most. */
export function classifyTicket(lines: TicketLine[]): { kind: TicketKind; confidence: number } {
  const all = lines.map((l) => l.upper).join('\n');
  // An operator's "RACE & SPORT" tagline and an outlet's "SPORTS CLUB" say nothing of the bet.
  const text = all.replace(/RACE\s*&\s*SPORTS?|SPORTS\s+(CLUB|LOUNGE|BAR|HOTEL)/g, ' ');
  // A scratchie's prize table: several whole-dollar amounts ("$40", "$1,000,000"), tickets print cents.
  const wholeDollars = [...text.matchAll(/\$\s?\d[\d,]*(?![\d,]*[.]\d)/g)].length;
  const scores: [TicketKind, number][] = [
    // A meeting from the venue list, on a meeting line or tagged with its state, is a race ticket's.
    ['racing', count(text, RACING_WORDS) + ((findVenue(lines)?.confidence ?? 0) >= 0.9 ? 2 : 0)],
    ['sports', count(text, SPORT_ALL) * 1.5 + (/\b[A-Z][A-Z .'-]+ V(S)? [A-Z]/.test(text) ? 2 : 0)],
    ['draw', count(text, LOTTERY_WORDS) + (/^[A-L][.:)]?\s+\d{1,2}(\s+\d{1,2}){4,}/m.test(text) ? 3 : 0)],
    ['scratchie', count(text, SCRATCHIE_ALL) * 2 + (wholeDollars >= 4 ? wholeDollars : 0)],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (best[1] === 0) return { kind: 'unknown', confidence: 0 };
  const margin = best[1] - second[1];
  return { kind: best[0], confidence: Math.min(0.95, 0.5 + margin * 0.1) };
}
