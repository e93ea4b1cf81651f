import { findEventDate, findStartTime } from './event-date-time';
import { type TicketLine, titleCase } from './ticket-text';

const MARKET_PATTERNS: [string, RegExp][] = [
  ['Head to Head', /\b(HEAD\s*TO\s*HEAD|H2H|HEAD-TO-HEAD|MATCH\s*BETTING|MONEY\s*LINE)\b/],
  ['Total Points', /\b(TOTAL\s*POINTS|TOTAL\s*PTS|TOTAL\s*MATCH\s*POINTS|OVER\/UNDER)\b/],
  ['Total Goals', /\b(TOTAL\s*GOALS)\b/],
  ['Winning Margin', /\b(WINNING\s*MARGIN|WIN\s*MARGIN|MARGIN)\b/],
  ['Line', /\b(LINE|HANDICAP|LINE\s*BET|POINTS\s*START)\b/],
];

/** League codes printed on tickets and how the truth names them. */
const LEAGUES: [RegExp, string][] = [
  [/\bA-?\s?LEAGUE\b/, 'A-League'],
  [/\bAFLW\b/, 'AFLW'],
  [/\bAFL\b|AUSTRALIAN RULES|AUSSIE RULES/, 'AFL'],
  [/\bNRLW\b/, 'NRLW'],
  [/\bNRL\b|RUGBY LEAGUE/, 'NRL'],
  [/\bNBL\b/, 'NBL'],
  [/\bWNBL\b/, 'WNBL'],
  [/\bNBA\b/, 'NBA'],
  [/\bBBL\b|BIG BASH/, 'BBL'],
  [/\bSUPER RUGBY\b/, 'Super Rugby'],
  [/\bEPL\b|PREMIER LEAGUE/, 'EPL'],
  [/\bNFL\b/, 'NFL'],
  [/\bSTATE OF ORIGIN\b/, 'State of Origin'],
];

export const SPORT_WORDS = /\b(SPORTS?|SPORT:|EVENT|MARKET|MKT|HEAD\s*TO\s*HEAD|H2H|LINE|ODDS|A-?LEAGUE|AFL|NRL|NBL|FIXED ODDS|SPORTS BET)\b/;

export interface SportsReading {
  league: string | null;
  home: string | null;
  away: string | null;
  market: string | null;
  selection: string | null;
  odds: string | null;
  eventDate: string | null;
  eventTime: string | null;
  confidence: { betType?: number; raceDate?: number; raceTime?: number };
}

export function readSports(lines: TicketLine[], printDateFallback = true): SportsReading {
  const all = lines.map((l) => l.upper).join('\n');
  const league = LEAGUES.find(([p]) => p.test(all))?.[1] ?? null;

  // Teams: "X v Y" on one line, or "X V" then "Y" on the next (narrow thermal rolls).
  let home: string | null = null;
  let away: string | null = null;
  let eventLine: number | null = null;
  for (const line of lines) {
    const text = line.text.replace(/^(EVENT|MATCH|GAME)\s*:?\s*/i, '');
    const m = /^([A-Za-z][A-Za-z .'-]+?)\s+(?:v|V|vs|VS|v\.)\s+([A-Za-z][A-Za-z .'-]+?)\s*$/.exec(text);
    if (m) {
      home = m[1];
      away = m[2];
      eventLine = line.index;
      break;
    }
    const half = /^([A-Za-z][A-Za-z .'-]+?)\s+(?:v|V|vs|VS)$/.exec(text);
    const next = lines[line.index + 1];
    if (half && next && /^[A-Za-z][A-Za-z .'-]+$/.test(next.text)) {
      home = half[1];
      away = next.text;
      eventLine = line.index;
      break;
    }
  }

  let market: string | null = null;
  let marketLine = -1;
  for (const line of lines) {
    const found = MARKET_PATTERNS.find(([, p]) => p.test(line.upper));
    if (found && !/\bTOTAL\s*(COST|\$)/.test(line.upper)) {
      market = found[0];
      marketLine = line.index;
      break;
    }
  }

  // Selection and odds: "SEL: X @ 3.45", "Selection Sea Eagles" + "Odds $1.60", or the lines after the market.
  let selection: string | null = null;
  let odds: string | null = null;
  for (const line of lines) {
    const o = /@\s*\$?\s?(\d{1,3}\.\d{2})\b/.exec(line.text) ?? /\bODDS\s*:?\s*\$?\s?(\d{1,3}\.\d{2})\b/i.exec(line.text);
    if (o && !odds) odds = o[1];
    const s = /\b(?:SELECTION|SELN|SEL|PICK|TIP)\b\s*:?\s*(.+?)\s*(?:@.*)?$/i.exec(line.text);
    if (s && !selection && /[A-Za-z]/.test(s[1])) selection = s[1].trim();
  }
  if (!selection && marketLine >= 0) {
    const next = lines[marketLine + 1];
    if (next && !/\$|STAKE/.test(next.upper)) selection = next.text.replace(/\s*@.*$/, '').trim() || null;
  }
  if (selection && market === 'Total Points') selection = selection.replace(/^(OVER|UNDER)\b/i, (w) => titleCase(w.toUpperCase()));

  const date = findEventDate(lines, /\b(START|STARTS|EVENT|MATCH|KICK|V|VS)\b/, printDateFallback);
  const time = findStartTime(lines, /\b(START|STARTS|KICK OFF|BOUNCE)\b/, eventLine !== null ? (date?.line ?? eventLine) : (date?.line ?? null));
  return {
    league,
    home: home ? titleCase(home.trim()) : null,
    away: away ? titleCase(away.trim()) : null,
    market,
    selection: selection ? titleCase(selection) : null,
    odds,
    eventDate: date?.value ?? null,
    eventTime: time?.value ?? null,
    confidence: { betType: market ? 0.85 : undefined, raceDate: date?.confidence, raceTime: time?.confidence },
  };
}
