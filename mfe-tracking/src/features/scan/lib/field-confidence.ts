/** A filled field whose reader was less sure than this gets a "Check this" hint. */
export const CHECK_BELOW = 0.8;

/** What a scan put in one form field: the value, and how sure the reader was (null when it did not say). */
export interface ScannedField {
  value: string;
  confidence: number | null;
}

/** The fields a scan filled, by the form's field names. */
export type ScannedFields<F extends string> = Partial<Record<F, ScannedField>>;

/**
 * The hint to show under a field the scan filled, or null: only while the field still holds what
 * was read (once the person changes it, they have checked it), and only when the reader was less
 * sure than CHECK_BELOW or did not say how sure it was.
 */
export function checkHint(scanned: ScannedField | undefined, current: string): string | null {
  if (!scanned || scanned.value !== current) return null;
  if (scanned.confidence !== null && scanned.confidence >= CHECK_BELOW) return null;
  const sure = scanned.confidence === null ? '' : ` (${Math.round(scanned.confidence * 100)}% sure)`;
  return `Check this: read from your ticket${sure}`;
}
