import { BET_TYPES, RACING_SUBTYPES, WAGERING_SUBTYPES, type ScanField, type ScanResult } from '@tally/contracts';
import type { ScannedFields } from '../../scan';
import { wagerFormDefaults, type WagerFormValues } from './wager-form';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's own spelling of a bet type read as "EACH WAY" or "quinella", or null. */
function betTypeOf(read: string | null): string | null {
  const wanted = read?.trim().toLowerCase();
  return BET_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

/** Racing when the scan says so or read a race, track or bet type; Sports Betting when it says so. */
function subtypeOf(scan: ScanResult): string {
  const said = WAGERING_SUBTYPES.find((subtype) => subtype.toLowerCase() === scan.subtype?.trim().toLowerCase());
  if (said) return said;
  if (scan.racetrack || scan.raceNumber !== null || betTypeOf(scan.betType)) return 'Racing';
  return scan.description ? 'Sports Betting' : '';
}

/**
 * The Log Wagering form filled from a scan, and which fields the scan filled with how sure it was
 * (for the "Check this" hints). What the scan did not read keeps the empty form's value.
 * @param today the race date when the ticket gives none
 */
export function wagerFromScan(scan: ScanResult, today: string): { values: WagerFormValues; scanned: ScannedFields<keyof WagerFormValues> } {
  const values = wagerFormDefaults(today);
  const scanned: ScannedFields<keyof WagerFormValues> = {};
  const fill = (field: Exclude<keyof WagerFormValues, 'isBoxed' | 'racingSubtype'>, value: string | null | undefined, from: ScanField) => {
    const text = value?.trim();
    if (!text) return;
    values[field] = text;
    scanned[field] = { value: text, confidence: scan.confidence?.[from] ?? null };
  };

  fill('subtype', subtypeOf(scan), scan.confidence?.subtype !== undefined ? 'subtype' : 'type');
  fill('amount', scan.amount, 'amount');
  if (values.subtype === 'Sports Betting') {
    fill('details', scan.description, 'description');
    return { values, scanned };
  }
  const raceType = RACING_SUBTYPES.find((type) => type === scan.racingSubtype);
  if (raceType) values.racingSubtype = raceType;
  fill('racetrack', scan.racetrack, 'racetrack');
  if (scan.raceDate && ISO_DATE.test(scan.raceDate)) fill('raceDate', scan.raceDate, 'raceDate');
  fill('raceTime', scan.raceTime, 'raceTime');
  fill('raceNumber', scan.raceNumber === null ? null : String(scan.raceNumber), 'raceNumber');
  fill('betType', betTypeOf(scan.betType), 'betType');
  fill('horseNumber', scan.horseNumber === null ? null : String(scan.horseNumber), 'horseNumber');
  fill('horseSelections', scan.horseSelections, 'horseSelections');
  if (scan.isBoxed !== null) values.isBoxed = scan.isBoxed;
  return { values, scanned };
}
