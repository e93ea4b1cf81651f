import { z } from 'zod';

/** A number written in plain decimal: optional minus, digits, optional fraction ("7", "07", "-2", "7.0"). */
const BODY_DECIMAL = /^-?\d+(\.\d+)?$/;
/** A query string's count: digits only ("?limit=50"). */
const QUERY_DIGITS = /^\d+$/;

export interface StrictIntOptions {
  min: number;
  max: number;
  /** The one message for every refusal: wrong type, wrong form, not whole, out of range. */
  message: string;
}

/**
 * A whole number in a JSON body: a JSON number, or a string of plain decimal digits (what a form
 * field sends). Unlike zod's coercion, which reads `true` as 1, `[3]` as 3, "0x10" as 16 and
 * "1e1" as 10, anything else (booleans, arrays, objects, hex, exponents, blanks, Infinity) is refused.
 */
export function strictBodyInt({ min, max, message }: StrictIntOptions) {
  return z
    .union([z.number(), z.string().regex(BODY_DECIMAL).transform(Number)], { error: message })
    .describe('Whole number, or a string of decimal digits')
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/**
 * A whole number in a query string: digits only, given once. "?limit=1e3", "?limit=0x10",
 * "?limit= 5" and "?limit=5&limit=6" (an array) are refused. A query string only ever carries
 * text; the number branch is for the front ends' typed client, which writes the number as digits.
 */
export function strictQueryInt({ min, max, message }: StrictIntOptions) {
  return z
    .union([z.string().regex(QUERY_DIGITS).transform(Number), z.number()], { error: message })
    .describe('Decimal digits')
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}
