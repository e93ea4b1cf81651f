import type { LotteryGame, ScanResult } from '@tally/contracts';
import type { ScannedFields } from '../../scan';
import { LOTTERY_FORM_DEFAULTS, type LotteryFormValues } from './lottery-form';

/** The offered game the scan names (by its name, any case), or null. */
function gameOf(scan: ScanResult, games: readonly LotteryGame[]): LotteryGame | null {
  const wanted = scan.subtype?.trim().toLowerCase();
  return (wanted && games.find((game) => game.name.toLowerCase() === wanted)) || null;
}

/**
 * The Log Lottery Ticket form filled from a scan, and which fields it filled with how sure it was.
 * The game is chosen only when the scan names one the server offers; a fixed-price game's price
 * is its own, so a scanned cost is kept only for draw games.
 */
export function lotteryFromScan(scan: ScanResult, games: readonly LotteryGame[]): { values: LotteryFormValues; scanned: ScannedFields<keyof LotteryFormValues> } {
  const values: LotteryFormValues = { ...LOTTERY_FORM_DEFAULTS };
  const scanned: ScannedFields<keyof LotteryFormValues> = {};
  const game = gameOf(scan, games);
  if (game) {
    values.subtype = game.name;
    scanned.subtype = { value: game.name, confidence: scan.confidence?.subtype ?? null };
  }
  const amount = scan.amount?.trim();
  if (amount && game?.kind !== 'instant') {
    values.amount = amount;
    scanned.amount = { value: amount, confidence: scan.confidence?.amount ?? null };
  }
  const description = scan.description?.trim();
  if (description) {
    values.description = description;
    scanned.description = { value: description, confidence: scan.confidence?.description ?? null };
  }
  return { values, scanned };
}
