import { fromCents, toCents, type LotteryDividend, type LotteryDrawResult, type LotteryGameLine } from '@tally/contracts';

/** A division won on one draw, and how many entries won it. */
export interface DivisionWin {
  drawNumber: number | null;
  drawDate: string;
  division: number;
  entries: number;
  amount: string;
}

export interface Winnings {
  total: string;
  wins: DivisionWin[];
}

/**
 * What a ticket's game lines won over its draws, by the feed's own dividends (the matching rule is
 * the feed's: exactly `main` drawn numbers, at least `supplementary` supplementaries, and the
 * powerball when the division asks for it; each entry wins its best division only). A line with
 * more numbers than the draw picks is a system entry: every combination of that many of its
 * numbers is an entry, counted without listing them.
 */
export function lotteryWinnings(lines: LotteryGameLine[], draws: LotteryDrawResult[]): Winnings {
  let total = 0n;
  const wins: DivisionWin[] = [];
  for (const draw of draws) {
    const dividends = [...draw.dividends].sort((a, b) => a.division - b.division);
    const byDivision = new Map<number, { entries: number; cents: bigint }>();
    for (const line of lines) {
      for (const { main, supplementary, entries } of entryShapes(line, draw)) {
        const dividend = bestDividend(dividends, main, supplementary, line.powerball !== null && line.powerball === draw.powerball);
        if (!dividend) continue;
        const won = byDivision.get(dividend.division) ?? { entries: 0, cents: 0n };
        won.entries += entries;
        won.cents += dividendCents(dividend) * BigInt(entries);
        byDivision.set(dividend.division, won);
      }
    }
    for (const [division, won] of [...byDivision].sort(([a], [b]) => a - b)) {
      total += won.cents;
      wins.push({ drawNumber: draw.drawNumber, drawDate: draw.drawDate, division, entries: won.entries, amount: fromCents(won.cents) });
    }
  }
  return { total: fromCents(total), wins };
}

/** How many of the line's entries hit how many main and supplementary numbers. */
function entryShapes(line: LotteryGameLine, draw: LotteryDrawResult): Array<{ main: number; supplementary: number; entries: number }> {
  const numbers = [...new Set(line.numbers)];
  const drawn = new Set(draw.numbers);
  const supps = new Set(draw.supplementary);
  const mainHits = numbers.filter((n) => drawn.has(n)).length;
  const suppHits = numbers.filter((n) => supps.has(n)).length;
  const others = numbers.length - mainHits - suppHits;
  const pick = Math.min(draw.numbers.length, numbers.length);
  const shapes = [];
  for (let main = 0; main <= Math.min(mainHits, pick); main++) {
    for (let supplementary = 0; supplementary <= Math.min(suppHits, pick - main); supplementary++) {
      const entries = choose(mainHits, main) * choose(suppHits, supplementary) * choose(others, pick - main - supplementary);
      if (entries > 0) shapes.push({ main, supplementary, entries });
    }
  }
  return shapes;
}

function bestDividend(sorted: LotteryDividend[], main: number, supplementary: number, powerball: boolean): LotteryDividend | undefined {
  return sorted.find((d) => d.main === main && supplementary >= d.supplementary && (!d.powerball || powerball));
}

const dividendCents = (dividend: LotteryDividend) => toCents(typeof dividend.amount === 'number' ? dividend.amount.toFixed(2) : dividend.amount);

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}
