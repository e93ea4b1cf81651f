import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The statement's fonts, so names and notes in any script print as written (the PDF standard fonts only
 * carry WinAnsi: Cyrillic, Greek, Chinese came out as junk). A fallback chain, each character taken by the
 * first font that has it:
 *   0. Helvetica, built into every PDF reader, for what WinAnsi encodes (English, most Western European text,
 *      the figures): laid out from its metrics, six times faster than an embedded font shaped by fontkit
 *      (a 200-line statement: 0.6 s against 3.9 s on a loaded machine), so a statement in English costs what it did.
 * Then Noto from npm packages (OFL-1.1):
 *   1. Noto Sans (@embedpdf/fonts-latin): Latin with Vietnamese, Greek, Cyrillic; 630 KB a weight.
 *   2. Noto Naskh Arabic (@embedpdf/fonts-arabic): Arabic (fontkit joins the letters); 134 KB a weight.
 *   3. Noto Sans Hans (@embedpdf/fonts-sc): Chinese (simplified and most traditional Han), Japanese kana; 8.4 MB a weight,
 *      read only when a statement has such a character.
 * Not covered: emoji, Hebrew, Devanagari, Thai and other scripts (a box is printed), and right-to-left
 * ordering of mixed Arabic and Latin on one line. pdfkit embeds only the glyphs a statement uses.
 */
const require = createRequire(import.meta.url);
const fontFolder = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), '../fonts');

interface Face {
  /** The name the PDF document registers it under (a standard font's own name). */
  name: string;
  /** A PDF standard font: nothing to embed. */
  standard?: true;
  file: string;
  bytes?: Buffer;
  font?: fontkit.Font;
}

const face = (name: string, pkg: string, file: string): Face => ({ name, file: path.join(fontFolder(pkg), file) });

export const FONT_CHAINS = {
  regular: [
    { name: 'Helvetica', standard: true, file: '' },
    face('NotoSans', '@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
    face('NotoNaskhArabic', '@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
    face('NotoSansHans', '@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  ],
  bold: [
    { name: 'Helvetica-Bold', standard: true, file: '' },
    face('NotoSans-Bold', '@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'),
    face('NotoNaskhArabic-Bold', '@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf'),
    face('NotoSansHans-Bold', '@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
  ],
} satisfies Record<string, Face[]>;
export type Weight = keyof typeof FONT_CHAINS;

/** The font file's bytes, read once per process and only when a statement needs the face. */
export function faceBytes(f: Face): Buffer {
  f.bytes ??= readFileSync(f.file);
  return f.bytes;
}

// The 27 characters WinAnsi (Windows-1252) puts at 0x80-0x9F; with ASCII and Latin-1 they are what Helvetica can print.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)!));
const isWinAnsi = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || cp === 0x0a || cp === 0x09 || WIN_ANSI_EXTRAS.has(cp);

function hasGlyph(f: Face, codePoint: number): boolean {
  if (f.standard) return isWinAnsi(codePoint);
  f.font ??= fontkit.create(faceBytes(f)) as fontkit.Font;
  return f.font.hasGlyphForCodePoint(codePoint);
}

/** Spaces and punctuation shared by every script stay in the run they are in, so a line is not cut up at each space. */
const NEUTRAL = /[\s\p{P}\p{Zs}]/u;

/** The text cut into runs, each with the first face of the chain that can draw it (the first face when none can). */
export function fontRuns(text: string, weight: Weight): { face: Face; text: string }[] {
  const chain: Face[] = FONT_CHAINS[weight];
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const current = runs.at(-1);
    const codePoint = char.codePointAt(0)!;
    const chosen = current && NEUTRAL.test(char) && hasGlyph(current.face, codePoint) ? current.face : (chain.find((f) => hasGlyph(f, codePoint)) ?? chain[0]);
    if (current && current.face === chosen) current.text += char;
    else runs.push({ face: chosen, text: char });
  }
  return runs;
}
