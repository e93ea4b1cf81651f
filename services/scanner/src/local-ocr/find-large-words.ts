import { fromGrey, type Grey, prepareTicketGrey } from './prepare-ticket-image';

/** A word printed larger than the ticket's text, cut out alone: ink black on white, for OCR as one word. */
export interface LargeWord {
  png: Buffer;
  /** Its glyphs' height over the ticket's usual glyph height. */
  scale: number;
}

interface Glyph {
  label: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Glyph height OCR reads a single word best at (px). */
const WORD_HEIGHT = 48;

/**
 * How much darker than its neighbourhood ink must be, tried each: the stricter keeps a badge's glyphs
 * apart from its art, the looser keeps a thin stroke (a `$` faded on coloured print) whole.
 */
const INK_CONTRASTS = [30, 18];

/**
 * The words printed larger than the rest of a ticket (a scratchie's price badge, its title), largest
 * first, each cut out on its own. Tesseract drops a price printed on coloured art when it reads the
 * whole ticket; alone, with only its own glyphs' ink, it reads. Dark print on light and light print
 * on dark both count (a badge may be either). The whole photo is used, uncropped: the ticket's crop
 * paints a white badge at the ticket's edge as surface. At most `max` words per ink contrast.
 */
export async function findLargeWords(image: Buffer, max = 6): Promise<LargeWord[]> {
  const grey = await prepareTicketGrey(image, { crop: false, flatten: false, bands: false, rules: false, width: 800 });
  const inverse = { ...grey, data: grey.data.map((v) => 255 - v) };
  const found: LargeWord[] = [];
  for (const contrast of INK_CONTRASTS) found.push(...(await largeWords([darkInk(grey, contrast), darkInk(inverse, contrast)], grey.width, grey.height, max)));
  return found.sort((a, b) => b.scale - a.scale);
}

/** Words of glyphs taller than most (1.15 times the median glyph or more), two to four glyphs each, largest first. */
async function largeWords(inks: Uint8Array[], width: number, height: number, max: number): Promise<LargeWord[]> {
  const words: { glyphs: Glyph[]; labels: Int32Array; scale: number }[] = [];
  for (const ink of inks) {
    const { labels, glyphs, all } = connectedGlyphs(ink, width, height);
    const heights = glyphs.map((g) => g.bottom - g.top + 1).sort((a, b) => a - b);
    if (heights.length < 10) continue;
    const usual = heights[Math.floor(heights.length / 2)];
    const large = glyphs.filter((g) => g.bottom - g.top + 1 >= usual * 1.15);
    for (const group of groupIntoWords(large)) {
      if (group.length < 2 || group.length > 4) continue;
      const tallest = Math.max(...group.map((g) => g.bottom - g.top + 1));
      words.push({ glyphs: withPieces(group, all), labels, scale: tallest / usual });
    }
  }
  words.sort((a, b) => b.scale - a.scale);
  return Promise.all(words.slice(0, max).map(async (w) => ({ png: await renderWord(w.glyphs, w.labels, width), scale: w.scale })));
}

/** Ink darker than its neighbourhood (a window's mean, from an integral image), so print on any art counts. */
function darkInk(grey: Grey, contrast: number): Uint8Array {
  const { width, height, data } = grey;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x];
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1] + row;
    }
  }
  const r = 24;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = integral[y1 * (width + 1) + x1] - integral[y0 * (width + 1) + x1] - integral[y1 * (width + 1) + x0] + integral[y0 * (width + 1) + x0];
      const mean = sum / ((y1 - y0) * (x1 - x0));
      if (data[y * width + x] < mean - contrast) ink[y * width + x] = 1;
    }
  }
  return ink;
}

/** Connected ink (4-neighbours) shaped like a glyph: not a speck, a rule, a box or the art itself. */
function connectedGlyphs(ink: Uint8Array, width: number, height: number): { labels: Int32Array; glyphs: Glyph[]; all: Glyph[] } {
  const labels = new Int32Array(width * height);
  const glyphs: Glyph[] = [];
  const all: Glyph[] = [];
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || labels[start]) continue;
    const label = ++next;
    labels[start] = label;
    stack.push(start);
    let left = width;
    let top = height;
    let right = 0;
    let bottom = 0;
    let area = 0;
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      area++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      for (const n of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, y > 0 ? at - width : -1, y < height - 1 ? at + width : -1]) {
        if (n >= 0 && ink[n] && !labels[n]) {
          labels[n] = label;
          stack.push(n);
        }
      }
    }
    all.push({ label, left, top, right, bottom });
    const w = right - left + 1;
    const h = bottom - top + 1;
    const fill = area / (w * h);
    if (h >= 6 && h <= height * 0.2 && w <= h * 2 && fill >= 0.12 && fill <= 0.9) glyphs.push({ label, left, top, right, bottom });
  }
  return { labels, glyphs, all };
}

/** The word's glyphs and the pieces of ink lying within its box (a glyph print broke apart: the thin stroke of a `$`). */
function withPieces(word: Glyph[], all: Glyph[]): Glyph[] {
  const h = Math.max(...word.map((g) => g.bottom - g.top + 1));
  const margin = Math.ceil(h * 0.15);
  const left = Math.min(...word.map((g) => g.left)) - margin;
  const top = Math.min(...word.map((g) => g.top)) - margin;
  const right = Math.max(...word.map((g) => g.right)) + margin;
  const bottom = Math.max(...word.map((g) => g.bottom)) + margin;
  const own = new Set(word.map((g) => g.label));
  return [...word, ...all.filter((g) => !own.has(g.label) && g.left >= left && g.right <= right && g.top >= top && g.bottom <= bottom)];
}

/** Glyphs of about one height on one line, close enough to be one word (a word space splits them). */
function groupIntoWords(glyphs: Glyph[]): Glyph[][] {
  const sorted = [...glyphs].sort((a, b) => a.left - b.left);
  const words: Glyph[][] = [];
  for (const g of sorted) {
    const h = g.bottom - g.top + 1;
    const word = words.find((w) => {
      const last = w[w.length - 1];
      const lh = last.bottom - last.top + 1;
      const overlap = Math.min(last.bottom, g.bottom) - Math.max(last.top, g.top) + 1;
      const gap = g.left - last.right - 1;
      return h / lh < 1.7 && lh / h < 1.7 && overlap >= Math.min(h, lh) * 0.5 && gap <= Math.max(h, lh) * 0.3 && gap >= -2;
    });
    if (word) word.push(g);
    else words.push([g]);
  }
  return words;
}

/** The word's own glyphs black on white (nothing else of the crop), scaled to WORD_HEIGHT, with a margin. */
function renderWord(glyphs: Glyph[], labels: Int32Array, width: number): Promise<Buffer> {
  const own = new Set(glyphs.map((g) => g.label));
  const left = Math.min(...glyphs.map((g) => g.left));
  const top = Math.min(...glyphs.map((g) => g.top));
  const right = Math.max(...glyphs.map((g) => g.right));
  const bottom = Math.max(...glyphs.map((g) => g.bottom));
  const h = bottom - top + 1;
  const pad = Math.ceil(h * 0.4);
  // Never narrower than it is high (tesseract refuses a sliver).
  const outW = Math.max(right - left + 1 + pad * 2, h + pad * 2);
  const outH = h + pad * 2;
  const data = new Uint8Array(outW * outH).fill(255);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) if (own.has(labels[y * width + x])) data[(y - top + pad) * outW + x - left + pad] = 0;
  }
  const word: Grey = { data, width: outW, height: outH };
  const scale = WORD_HEIGHT / h;
  return fromGrey(word)
    .resize({ width: Math.max(8, Math.round(outW * scale)), kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
