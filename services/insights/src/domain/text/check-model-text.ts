import { GAMBLING_HELPLINE, LATE_NIGHT_HOURS } from '@tally/contracts';
import type { InsightMarkers } from '../markers/markers';
import { THRESHOLDS } from '../markers/thresholds';

export const MODEL_TEXT_LENGTH = { min: 200, max: 4000 } as const;

/** Numbers the text may state besides the markers': the guidelines, the session marks, late night's end, a 10pm cut-off, phone numbers. */
const FIXED_NUMBERS = [
  THRESHOLDS.daysPerMonth,
  THRESHOLDS.productTypes,
  THRESHOLDS.incomeShare * 100,
  THRESHOLDS.depositsPerSession,
  ...THRESHOLDS.sessionMarksMinutes,
  LATE_NIGHT_HOURS.to,
  10,
  ...GAMBLING_HELPLINE.phone.split(' ').map(Number),
  24,
  7,
  13,
  11,
  14,
  0,
  1,
  2,
];

/** "1,234.50" -> "1234.5", "40.00" -> "40": one spelling per value. */
function normalise(token: string): string {
  const plain = token.replace(/,/g, '');
  return plain.includes('.') ? plain.replace(/0+$/, '').replace(/\.$/, '') : plain;
}

/** Every number the markers hold, money as dollars (the text's unit). */
export function allowedNumbers(markers: InsightMarkers): Set<string> {
  const allowed = new Set(FIXED_NUMBERS.map((n) => normalise(String(n))));
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'number') {
      const n = Math.abs(key.endsWith('Cents') ? value / 100 : value);
      allowed.add(normalise(n.toFixed(2)));
      allowed.add(String(Math.round(n)));
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(markers, '');
  return allowed;
}

/**
 * Why a model's text cannot be shown, or null when it can: its length, the helpline, and every number
 * in it must be one of the markers' (so a model cannot invent or misstate a figure).
 */
export function checkModelText(text: string, markers: InsightMarkers): string | null {
  if (text.length < MODEL_TEXT_LENGTH.min || text.length > MODEL_TEXT_LENGTH.max) return `length ${text.length} outside ${MODEL_TEXT_LENGTH.min}-${MODEL_TEXT_LENGTH.max}`;
  if (!text.includes(GAMBLING_HELPLINE.phone)) return 'no helpline number';
  const allowed = allowedNumbers(markers);
  const stray = (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((t) => t.replace(/,$/, '')).find((t) => !allowed.has(normalise(t)));
  return stray === undefined ? null : `number ${stray} is not in the markers`;
}
