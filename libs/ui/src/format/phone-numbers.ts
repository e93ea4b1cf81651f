/** A piece of text: plain, or an Australian phone number with its tel: link. */
export type TextPart = { text: string } | { text: string; tel: string };

// Australian numbers as the app and its reference data write them: 1800 and 1300 lines, 13 numbers,
// mobiles, landlines with an area code, and 000 (not the thousands of an amount such as $1,000).
const PHONE_NUMBER = /\b1[38]00(?: ?\d){6}\b|\b13(?: ?\d){4}\b|\b04\d{2}(?: ?\d){6}\b|\b0[2378](?: ?\d){8}\b|(?<![\d,.$])\b000\b(?![\d,.])/g;

/**
 * Splits text at the phone numbers in it, so each can be a tap to call ("call 1800 858 858" on a
 * phone). The text is kept exactly; numbers keep their spacing, and their tel: link has digits only.
 */
export function phoneNumberParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_NUMBER)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], tel: `tel:${match[0].replace(/\D/g, '')}` });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
