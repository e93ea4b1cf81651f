import type { LotteryReading } from './lottery';
import type { RacingReading } from './racing';
import { formatPrice, type ScratchieReading } from './scratchies';
import type { SportsReading } from './sports';

/** "Trifecta BOX 1,3,5 - Flemington R4", "Win 9 - Kilmore R2". */
export function describeRacing(r: RacingReading): string | null {
  if (!r.betType) return null;
  const runners = r.horseNumber !== null ? String(r.horseNumber) : (r.horseSelections ?? '');
  const bet = [r.betType, r.isBoxed ? 'BOX' : null, runners || null].filter(Boolean).join(' ');
  const where = [r.racetrack, r.raceNumber !== null ? `R${r.raceNumber}` : null].filter(Boolean).join(' ');
  return where ? `${bet} - ${where}` : bet;
}

/** "NRL: Storm v Broncos - Head to Head Storm @ $1.85". */
export function describeSports(s: SportsReading): string | null {
  const event = s.home && s.away ? `${s.home} v ${s.away}` : null;
  const head = [s.league ? `${s.league}:` : null, event].filter(Boolean).join(' ');
  const pick = [s.market, s.selection, s.odds ? `@ $${s.odds}` : null].filter(Boolean).join(' ');
  if (!head && !pick) return null;
  return [head, pick].filter(Boolean).join(' - ');
}

/** "Powerball Draw 1505 - 8 games QuickPick x3 draws". */
export function describeLottery(l: LotteryReading): string | null {
  if (!l.game) return null;
  const draw = l.drawNumber ? ` Draw ${l.drawNumber}` : '';
  const games = l.gamesCount ? `${l.gamesCount} ${l.gamesCount === 1 ? 'game' : 'games'}` : null;
  const tail = [games, l.entry].filter(Boolean).join(' ');
  const draws = l.drawCount > 1 ? ` x${l.drawCount} draws` : '';
  return `${l.game}${draw}${tail ? ` - ${tail}` : ''}${draws}`;
}

/** "$5 Scratchie Red Hot Riches - WIN $20". */
export function describeScratchie(s: ScratchieReading): string {
  const price = s.price !== null ? `${formatPrice(s.price)} ` : '';
  return `${price}Scratchie${s.name ? ` ${s.name}` : ''}${s.result ? ` - ${s.result}` : ''}`;
}
