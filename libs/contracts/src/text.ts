/**
 * Free text from people, checked once here for every service. PostgreSQL text cannot hold NUL
 * (`\u0000`), so a NUL that got through would be a 500 at the database; other control
 * characters and lone surrogates are invisible, break logs and CSV exports, and are never typed
 * on purpose. They are refused with a 400 that names the field. Markup, SQL or template syntax
 * is ordinary text: stored and answered exactly as sent (the front ends render text, never HTML).
 */
import { z } from 'zod';

/** C0 and C1 control characters, DEL, and lone UTF-16 surrogates. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
/** The same, but tab, line feed and carriage return are allowed (notes, OCR text). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** The messages every text field uses, with the field's label. */
export const TEXT_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  notText: (label: string) => `${label} must be text`,
} as const;

export interface PlainTextOptions {
  /** The field's name as people read it: "Details", "Venue". */
  label: string;
  /** Most characters allowed (after trimming). */
  max: number;
  /** Allow tabs and line breaks. */
  multiline?: boolean;
  /** Makes the field required: shown when it is missing or blank. */
  requiredMessage?: string;
  /** What the API document states about the values (documented-values.ts); parsing ignores it. */
  documented?: Record<string, unknown>;
}

/** True when `value` holds a character {@link plainText} refuses. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

/** A refinement for strings that must not be trimmed (passwords, tokens, data URLs). */
export function withoutControlCharacters<T extends z.ZodType<string>>(schema: T, label: string, multiline = false) {
  return schema.refine((value) => !hasControlCharacters(value, multiline), TEXT_MESSAGES.controlCharacters(label));
}

/**
 * A trimmed text field with a length limit and no control characters. Required when
 * `requiredMessage` is given; see {@link optionalPlainText} for fields that may be left out.
 */
export function plainText(options: PlainTextOptions) {
  const missing = options.requiredMessage ?? TEXT_MESSAGES.notText(options.label);
  let schema = z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : TEXT_MESSAGES.notText(options.label)) }).trim();
  if (options.requiredMessage) schema = schema.min(1, options.requiredMessage);
  const checked = schema
    .max(options.max, TEXT_MESSAGES.tooLong(options.label, options.max))
    .refine((value) => !hasControlCharacters(value, options.multiline), TEXT_MESSAGES.controlCharacters(options.label));
  return options.documented ? checked.meta(options.documented) : checked;
}

/**
 * An optional text field: null or blank become null (clears it); missing stays undefined, so a
 * PATCH that leaves the field out leaves it unchanged.
 */
export function optionalPlainText(options: Omit<PlainTextOptions, 'requiredMessage'>) {
  return plainText(options)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}
