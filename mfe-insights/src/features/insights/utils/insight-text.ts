/** The page's paragraphs: the text split on blank lines, empty ones dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export const PREVIEW_LENGTH = 200;

/** The first 200 characters of an insight, cut at a word where one is near, with an ellipsis when cut. */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_LENGTH) return flat;
  const cut = flat.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_LENGTH - 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
