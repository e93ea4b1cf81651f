/**
 * Whether text is base64: the alphabet, then at most two '=' of padding. Checked by looking for one
 * character outside the alphabet, not with an anchored `[…]+={0,2}$` pattern: an image runs to 14
 * million characters, and such a pattern keeps a backtracking entry for each one (tens of MB, near
 * V8's limit), while a search for one bad character needs none. Empty text is not base64.
 */
export function isBase64(text: string): boolean {
  const data = text.endsWith('==') ? text.slice(0, -2) : text.endsWith('=') ? text.slice(0, -1) : text;
  return data.length > 0 && !/[^A-Za-z0-9+/]/.test(data);
}
