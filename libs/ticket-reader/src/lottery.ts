import type { LotteryGameLine, LotteryTicketDetails } from '@tally/contracts';
import { datesIn, timesIn, weekdayOf } from './dates';
import { contextOf } from './event-date-time';
import { DRAW_GAMES } from './reference/reference-data.generated';
import { digitsOf, editDistance, type TicketLine, words } from './ticket-text';

export interface LotteryReading {
  game: string | null;
  gameConfidence: number;
  drawNumber: number | null;
  drawCount: number;
  drawDate: string | null;
  drawDateConfidence: number;
  entry: string | null;
  gamesCount: number | null;
  details: LotteryTicketDetails | null;
}

/** Game names as printed, with the state brands of the same game. */
function gameNames(): { key: string; game: string }[] {
  const names = DRAW_GAMES.flatMap((g) => [g.name, ...g.brands].map((n) => ({ key: words(n).replace(/ /g, ''), game: g.name })));
  return names.sort((a, b) => b.key.length - a.key.length);
}

const DRAW_NUMBER = /\bDRAWS?\s*(?:NO\.?|#|NUMBER)?\s*:?\s*([0-9OIlSB]{3,5})\b(?:\s*(?:-|TO)\s*([0-9OIlSB]{3,5}))?/;

export function readLottery(lines: TicketLine[], printDateFallback = true): LotteryReading {
  const all = lines.map((l) => l.upper).join('\n');
  // Game name, exact then one or two misread letters.
  let game: string | null = null;
  let gameConfidence = 0;
  // The outlet's name may say LOTTO ("Tamworth News & Lotto"): not a game.
  const squashed = lines.filter((l) => !/\b(SOLD|NEWS|AGENCY|AGENT|OUTLET|SHOP|GIFTS|NEWSAGENCY)\b/.test(l.upper)).map((l) => words(l.text).replace(/ /g, ''));
  for (const { key, game: name } of gameNames()) {
    if (squashed.some((s) => s.includes(key))) {
      game = name;
      gameConfidence = 0.95;
      break;
    }
  }
  if (!game) {
    for (const { key, game: name } of gameNames()) {
      if (key.length < 8) continue;
      const allowed = key.length >= 10 ? 2 : 1;
      if (squashed.some((s) => s.length >= key.length && windows(s, key.length).some((w) => editDistance(w, key, allowed) <= allowed))) {
        game = name;
        gameConfidence = 0.7;
        break;
      }
    }
  }

  let drawNumber: number | null = null;
  let lastDraw: number | null = null;
  for (const line of lines) {
    const m = DRAW_NUMBER.exec(line.upper);
    if (!m) continue;
    drawNumber = Number(digitsOf(m[1]));
    if (m[2]) lastDraw = Number(digitsOf(m[2]));
    break;
  }
  const countMatch = /\b(\d{1,2})\s*(?:CONSECUTIVE\s*)?DRAWS\b/.exec(all) ?? /\bDRAWS\s*:\s*(\d{1,2})\b(?![\d:.])/.exec(all);
  let drawCount = countMatch ? Number(countMatch[1]) : 1;
  if (lastDraw && drawNumber && lastDraw > drawNumber && lastDraw - drawNumber < 60) drawCount = lastDraw - drawNumber + 1;
  if (drawCount < 1 || drawCount > 60) drawCount = 1;

  // Draw date: on a draw line or the first date that is not the print date (which has a time with seconds).
  const dated = lines.flatMap((line) => datesIn(line).map((d) => ({ d, line })));
  const notPrinted = dated.filter(({ d, line }) => contextOf(line, d.at) === 'other');
  // Several draws print their first and last dates: the first draw's is the earliest.
  const drawDated =
    drawCount > 1 && notPrinted.length > 1
      ? notPrinted.reduce((a, b) => (b.d.iso < a.d.iso ? b : a))
      : (notPrinted.find(({ line }) => /\bDRAW/.test(line.upper)) ?? notPrinted[0]);
  // Sold on draw day, a ticket's print date is the only readable one: a guess.
  const printedDate = dated.find(({ d, line }) => contextOf(line, d.at) === 'printed');
  const drawDate = drawDated?.d.iso ?? (printDateFallback ? (printedDate?.d.iso ?? null) : null);
  const drawDateConfidence = drawDated ? (/\bDRAW/.test(drawDated.line.upper) ? 0.85 : 0.6) : drawDate ? 0.3 : 0;

  const gameLines = readGameLines(lines);
  if (!game) {
    const guess = guessGame(all, gameLines, drawDate);
    if (guess) {
      game = guess;
      gameConfidence = 0.5;
    }
  }

  let entry: string | null = null;
  const system = /\bSYSTEM\s*([0-9OIlS]{1,2})\b/.exec(all) ?? /\bSYS\s*([0-9OIlS]{1,2})\b/.exec(all);
  if (system) entry = `System ${Number(digitsOf(system[1]))}`;
  else if (/\b(QUICK\s*PICK|QUICKPICK|QP|QUICKPIK)\b/.test(all)) entry = 'QuickPick';
  else if (/\b(MARKED|MKD|MARK|STANDARD)\b/.test(all)) entry = 'Marked';

  const printedCount = /\b(\d{1,3})\s*GAMES?\b/.exec(all);
  const gamesCount = printedCount ? Number(printedCount[1]) : gameLines.length || null;

  const drawTime = lines.filter((l) => /\bDRAW/.test(l.upper) && !/\b(AGENT|PRINTED)\b/.test(l.upper)).flatMap((l) => timesIn(l).filter((t) => !t.withSeconds))[0]?.hhmm ?? null;
  const details: LotteryTicketDetails | null = game
    ? {
        game,
        draws: Array.from({ length: Math.min(drawCount, 60) }, (_, i) => ({
          drawNumber: drawNumber ? drawNumber + i : null,
          drawDate: i === 0 ? drawDate : null,
        })),
        drawTime,
        games: gameLines.slice(0, 200),
      }
    : null;
  return { game, gameConfidence, drawNumber, drawCount, drawDate, drawDateConfidence, entry, gamesCount, details };
}

function windows(s: string, length: number): string[] {
  if (s.length <= length) return [s];
  return Array.from({ length: s.length - length + 1 }, (_, i) => s.slice(i, i + length));
}

/** Game lines: "A 08 20 23 28 32 33 34 (15)", "B. 01 23 27 36 42 45", "24 31 33 PB20". */
function readGameLines(lines: TicketLine[]): LotteryGameLine[] {
  const out: LotteryGameLine[] = [];
  for (const line of lines) {
    const text = line.upper.replace(/^[A-Z][.:)]?\s+(?=\d)/, '');
    if (/\$|[:/]|\bDRAW|\bAGENT|\bSERIAL|-\d{4}/.test(text)) continue;
    const pbMatch = /\b(?:PB|P\/B|POWERBALL)\s*:?\s*([0-9OIlS]{1,2})\b|\(\s*([0-9OIlS]{1,2})\s*\)\s*$/.exec(text);
    const body = pbMatch ? text.slice(0, pbMatch.index) : text;
    const tokens = body.split(/\s+/).filter(Boolean);
    if (tokens.length < 4 || !tokens.every((t) => /^[0-9OIlS]{1,2}$/.test(t))) continue;
    const numbers = tokens.map((t) => Number(digitsOf(t)));
    if (numbers.some((n) => n < 1 || n > 99)) continue;
    const pb = pbMatch ? Number(digitsOf(pbMatch[1] ?? pbMatch[2])) : null;
    out.push({ numbers, powerball: pb && pb >= 1 && pb <= 99 ? pb : null });
  }
  return out;
}

/** When the game's name was not read: Powerball prints a PB; otherwise the draw day and numbers per line tell the game. */
function guessGame(all: string, gameLines: LotteryGameLine[], drawDate: string | null): string | null {
  if (/\bPB\b|POWER/.test(all) || gameLines.some((g) => g.powerball !== null)) return 'Powerball';
  const pick = mostCommon(gameLines.map((g) => g.numbers.length));
  const day = drawDate ? weekdayOf(drawDate) : null;
  if (/SET FOR|FOR LIFE|A MONTH|FOR 20 YEARS/.test(all)) return 'Set for Life';
  if (pick === 7) return day === 'TUE' || !day ? 'Oz Lotto' : 'Set for Life';
  if (day === 'SAT') return 'Saturday Lotto';
  if (day === 'MON' || day === 'WED' || day === 'FRI') return 'Weekday Windfall';
  if (pick === 6) return 'Saturday Lotto';
  return null;
}

function mostCommon(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [v, c] of counts) if (best === null || c > (counts.get(best) ?? 0)) best = v;
  return best;
}
