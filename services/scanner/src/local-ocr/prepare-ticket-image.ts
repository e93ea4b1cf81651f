import sharp, { type Sharp } from 'sharp';
import { findTicket, otsu, outlineTilt, type SmallRgb, type TicketOutline } from './find-ticket';

/** Which clean-up steps run before OCR; each can be switched off to measure what it buys. */
export interface PrepareOptions {
  crop?: boolean;
  deskew?: boolean;
  flatten?: boolean;
  /** Invert light print on dark bands (white on black headings and totals); pale coloured bands are left. */
  bands?: boolean;
  /** Erase the dashed and solid rules printed between a ticket's sections. */
  rules?: boolean;
  /**
   * Read light print instead (a scratchie's price and name on its art, a game's name on a coloured
   * band): each pixel's weakest colour channel, inverted, so light print on any colour turns dark.
   */
  lightPrint?: boolean;
  /**
   * Scale the ticket so its text lines are this many pixels high (tesseract reads best, and fastest,
   * at about this size); 0 scales to `width` instead.
   */
  lineHeight?: number;
  /** Width the cropped ticket is scaled to (px) when `lineHeight` is 0; 0 keeps its size. */
  width?: number;
  /** The photo is first shrunk (on load) to this many pixels on its long side. */
  workingSize?: number;
}

const DEFAULT_PREPARE: Required<PrepareOptions> = {
  crop: true,
  deskew: true,
  flatten: true,
  bands: true,
  rules: true,
  lightPrint: false,
  lineHeight: 0,
  width: 600,
  workingSize: 2000,
};

export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
  /** Where this image sits in the image it was cut from. */
  left?: number;
  top?: number;
}

function cut(grey: Grey, left: number, top: number, width: number, height: number): Grey {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) out.set(grey.data.subarray((top + y) * grey.width + left, (top + y) * grey.width + left + width), y * width);
  return { data: out, width, height, left, top };
}

const MAX_INPUT_PIXELS = 40_000_000;

/** A prepared ticket that can be cut into horizontal strips at blank rows, to be read in parallel. */
export interface PreparedTicket {
  /** PNGs of `count` strips (fewer when the ticket has no blank rows to cut at), top to bottom. */
  strips(count: number): Promise<Buffer[]>;
}

/** The prepared ticket itself, greyscale (for finding regions on it before reading them). */
export function prepareTicketGrey(image: Buffer, options: PrepareOptions = {}): Promise<Grey> {
  return prepareTicket(image, options);
}

export async function prepareTicketStrips(image: Buffer, options: PrepareOptions = {}): Promise<PreparedTicket> {
  const grey = await prepareTicket(image, options);
  return {
    async strips(count) {
      const cuts = [0];
      for (let i = 1; i < count; i++) {
        const at = blankRowNear(grey, Math.round((grey.height * i) / count), Math.round(grey.height / (count * 5)));
        if (at !== null && at > cuts[cuts.length - 1] + 20) cuts.push(at);
      }
      cuts.push(grey.height);
      return Promise.all(cuts.slice(1).map((end, i) => encode(cut(grey, 0, cuts[i], grey.width, end - cuts[i]))));
    },
  };
}

function encode(grey: Grey): Promise<Buffer> {
  return fromGrey(grey).png({ compressionLevel: 1 }).toBuffer();
}

/** The row within `range` of `target` with the least ink (null when every row there is inked). */
function blankRowNear(grey: Grey, target: number, range: number): number | null {
  let best: number | null = null;
  let bestInk = Infinity;
  for (let y = Math.max(1, target - range); y < Math.min(grey.height - 1, target + range); y++) {
    let ink = 0;
    for (let x = 0; x < grey.width; x++) if (grey.data[y * grey.width + x] < 128) ink++;
    const score = ink * 1000 + Math.abs(y - target);
    if (score < bestInk) {
      bestInk = score;
      best = y;
    }
  }
  return best !== null && bestInk < grey.width * 0.01 * 1000 + range ? best : null;
}

async function prepareTicket(image: Buffer, options: PrepareOptions): Promise<Grey> {
  const opts = { ...DEFAULT_PREPARE, ...options };
  const oriented = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const working = oriented.clone().resize({ width: opts.workingSize, height: opts.workingSize, fit: 'inside', withoutEnlargement: true });
  const [photo, small] = await Promise.all([
    opts.lightPrint ? toRgb(working).then(weakestChannel) : toGrey(working.greyscale()),
    opts.crop ? toRgb(oriented.clone().resize({ width: 256, height: 256, fit: 'inside' })) : null,
  ]);
  let grey = photo;
  const outline = small ? findTicket(small) : null;
  if (small && outline) {
    // Light print is read inverted: the surface is left as it is (painting it white would turn it black).
    grey = opts.lightPrint ? cutBox(photo, small, outline) : cutOutTicket(photo, small, outline);
  }
  if (opts.deskew) {
    const tilt = outline ? outlineTilt(outline) : null;
    const angle = estimateSkew(grey, tilt !== null && Math.abs(tilt) <= 5 ? tilt : null);
    // The corners a rotation opens are filled with paper white.
    if (Math.abs(angle) >= 0.25) grey = await toGrey(fromGrey(grey).rotate(angle, { background: opts.lightPrint ? '#000000' : '#ffffff' }));
  }
  let scale = 1;
  if (opts.lineHeight) {
    const measured = medianLineHeight(grey);
    if (measured) scale = opts.lineHeight / measured;
  } else if (opts.width) scale = opts.width / grey.width;
  scale = Math.min(2, Math.max(0.25, scale));
  if (Math.abs(scale - 1) > 0.02) {
    grey = await toGrey(fromGrey(grey).resize({ width: Math.round(grey.width * scale), kernel: 'lanczos3' }));
  }
  if (opts.lightPrint) return stretch({ ...grey, data: grey.data.map((v) => 255 - v) });
  if (opts.bands) grey = invertBands(grey);
  if (opts.flatten) grey = await flattenLight(grey);
  if (opts.rules) grey = removeRules(grey);
  return grey;
}

/** Median height of the runs of inked rows (text lines), in pixels; null when there are too few. */
function medianLineHeight(grey: Grey): number | null {
  const t = otsu(grey.data);
  const x0 = Math.floor(grey.width * 0.05);
  const x1 = Math.ceil(grey.width * 0.95);
  const minInk = Math.max(2, (x1 - x0) * 0.01);
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y < grey.height; y++) {
    let ink = 0;
    for (let x = x0; x < x1; x++) if (grey.data[y * grey.width + x] < t - 20) ink++;
    if (ink >= minInk) run++;
    else {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (runs.length < 3) return null;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

async function toRgb(pipeline: Sharp): Promise<SmallRgb> {
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * The ticket's box from the working photo, with what lies beside the paper (the surface, in the
 * corners a tilted ticket leaves) painted paper white so OCR does not read wood grain.
 */
function weakestChannel(rgb: SmallRgb): Grey {
  const data = new Uint8Array(rgb.width * rgb.height);
  for (let i = 0; i < data.length; i++) data[i] = Math.min(rgb.data[i * 3], rgb.data[i * 3 + 1], rgb.data[i * 3 + 2]);
  return { data, width: rgb.width, height: rgb.height };
}

/** The outline's bounding box, cut from the working photo. */
function cutBox(photo: Grey, small: SmallRgb, outline: TicketOutline): Grey {
  const sx = photo.width / small.width;
  const sy = photo.height / small.height;
  const left = Math.max(0, Math.floor(outline.left * sx));
  const top = Math.max(0, Math.floor(outline.top * sy));
  const right = Math.min(photo.width, Math.ceil((outline.right + 1) * sx));
  const bottom = Math.min(photo.height, Math.ceil((outline.bottom + 1) * sy));
  return cut(photo, left, top, right - left, bottom - top);
}

function cutOutTicket(photo: Grey, small: SmallRgb, outline: TicketOutline): Grey {
  const sx = photo.width / small.width;
  const sy = photo.height / small.height;
  const pad = 1;
  const left = Math.max(0, Math.floor((outline.left - pad) * sx));
  const top = Math.max(0, Math.floor((outline.top - pad) * sy));
  const right = Math.min(photo.width, Math.ceil((outline.right + 1 + pad) * sx));
  const bottom = Math.min(photo.height, Math.ceil((outline.bottom + 1 + pad) * sy));
  const out = cut(photo, left, top, right - left, bottom - top);
  for (let y = 0; y < out.height; y++) {
    const sy0 = Math.min(small.height - 1, Math.floor((top + y) / sy));
    // The paper's extent on this row, from the nearest rows of the outline (a row or two of slack).
    let start = Infinity;
    let end = -Infinity;
    for (let r = Math.max(0, sy0 - 2); r <= Math.min(small.height - 1, sy0 + 2); r++) {
      if (outline.rowStart[r] < 0) continue;
      start = Math.min(start, outline.rowStart[r]);
      end = Math.max(end, outline.rowEnd[r]);
    }
    const x0 = start === Infinity ? out.width : Math.max(0, Math.floor((start - pad) * sx) - left);
    const x1 = end === -Infinity ? -1 : Math.min(out.width - 1, Math.ceil((end + 1 + pad) * sx) - left);
    const row = y * out.width;
    for (let x = 0; x < out.width; x++) if (x < x0 || x > x1) out.data[row + x] = 255;
  }
  return out;
}

async function toGrey(pipeline: Sharp): Promise<Grey> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

export function fromGrey(grey: Grey): Sharp {
  return sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), {
    raw: { width: grey.width, height: grey.height, channels: 1 },
  });
}

/**
 * Skew angle in degrees (what to rotate by, clockwise positive as sharp takes it): the angle whose
 * row projection of the dark (ink) pixels is the most peaked, tried from -4.9 to 4.9 degrees.
 */
function estimateSkew(grey: Grey, around: number | null = null): number {
  const step = Math.max(1, Math.round(grey.width / 250));
  const t = otsu(grey.data);
  const xs: number[] = [];
  const ys: number[] = [];
  // Leave the edges out: paper edges and background slivers are not text.
  const x0 = Math.floor(grey.width * 0.1);
  const x1 = Math.ceil(grey.width * 0.9);
  for (let y = Math.floor(grey.height * 0.05); y < grey.height * 0.95; y += step)
    for (let x = x0; x < x1; x += step)
      if (grey.data[y * grey.width + x] < t - 20) {
        xs.push(x - grey.width / 2);
        ys.push(y);
      }
  if (xs.length < 50) return 0;
  const bins = Math.ceil(grey.height / step) + grey.width;
  const hist = new Float64Array(bins);
  const score = (deg: number): number => {
    const r = (deg * Math.PI) / 180;
    const s = Math.sin(r);
    const c = Math.cos(r);
    hist.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const b = Math.round((xs[i] * s + ys[i] * c) / step + grey.width / 2);
      if (b >= 0 && b < bins) hist[b]++;
    }
    let sq = 0;
    for (const v of hist) sq += v * v;
    return sq;
  };
  // Around the outline's tilt when it is known (within a degree), else the whole range.
  const from = around === null ? -4.5 : around - 1;
  const to = around === null ? 4.5 : around + 1;
  let best = around === null ? 0 : around;
  let bestScore = score(best);
  for (let deg = from; deg <= to + 0.001; deg += 0.5) {
    const sc = score(deg);
    if (sc > bestScore) {
      bestScore = sc;
      best = deg;
    }
  }
  const coarse = best;
  for (let deg = coarse - 0.4; deg <= coarse + 0.401; deg += 0.1) {
    const sc = score(deg);
    if (sc > bestScore) {
      bestScore = sc;
      best = deg;
    }
  }
  return best;
}

/**
 * Erases the rules (dashed or solid lines across the ticket between its sections): runs of at most
 * six rows inked across much of the width with clear rows above and below. Left in, tesseract's
 * one-block layout merges them with the text lines beside them and garbles both.
 */
function removeRules(grey: Grey): Grey {
  const { width, height, data } = grey;
  // In slices a sixth of the width wide, so a rule that still leans a little stays thin in each.
  const slices = 6;
  let out: Uint8Array | null = null;
  const coverage = new Float32Array(height);
  for (let s = 0; s < slices; s++) {
    const x0 = Math.floor((width * s) / slices);
    const x1 = Math.floor((width * (s + 1)) / slices);
    for (let y = 0; y < height; y++) {
      let ink = 0;
      for (let x = x0; x < x1; x++) if (data[y * width + x] < 170) ink++;
      coverage[y] = ink / Math.max(1, x1 - x0);
    }
    for (let y = 0; y < height; y++) {
      if (coverage[y] < 0.3) continue;
      let end = y;
      while (end + 1 < height && coverage[end + 1] >= 0.15) end++;
      const clearAbove = y < 2 || (coverage[y - 2] < 0.08 && coverage[y - 1] < 0.2);
      const clearBelow = end + 2 >= height || (coverage[end + 2] < 0.08 && coverage[end + 1] < 0.2);
      if (end - y < 6 && clearAbove && clearBelow) {
        out ??= Uint8Array.from(data);
        for (let r = Math.max(0, y - 1); r <= Math.min(height - 1, end + 1); r++) out.fill(255, r * width + x0, r * width + x1);
      }
      y = end;
    }
  }
  return out ? { ...grey, data: out } : grey;
}

/**
 * Light print on a dark band or box (a heading, a stake printed white on black, across the ticket or
 * in one column) becomes dark print on light. In each row the longest stretch of dark pixels (short
 * light gaps are the print's strokes) of a fifth of the width or more is a band row when its print
 * is lighter than it (a shadow's print is darker still); rows of a band come in runs of eight or more,
 * the band's rows without print included, and only each row's dark stretch is inverted, so the paper
 * beside a box stays as it is (inverting it boxed the print in black, and OCR dropped it).
 */
function invertBands(grey: Grey): Grey {
  const { width, height, data } = grey;
  const medians = new Uint8Array(height);
  const hist = new Uint32Array(256);
  for (let y = 0; y < height; y++) {
    hist.fill(0);
    for (let x = 0; x < width; x++) hist[data[y * width + x]]++;
    let acc = 0;
    let m = 0;
    while (m < 255 && acc + hist[m] < width / 2) acc += hist[m++];
    medians[y] = m;
  }
  const paper = Uint8Array.from(medians).sort()[Math.floor(height * 0.75)];
  const darkBelow = paper * 0.45;
  const maxGap = Math.max(8, Math.round(width / 40));
  const stretches: ([number, number, boolean] | null)[] = new Array(height).fill(null);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    // The longest stretch of dark pixels, light gaps of up to maxGap pixels allowed inside it.
    let best: [number, number] | null = null;
    let start = -1;
    let lastDark = -1;
    for (let x = 0; x <= width; x++) {
      const dark = x < width && data[row + x] < darkBelow;
      if (dark) {
        if (start < 0 || x - lastDark > maxGap) start = x;
        lastDark = x;
        if (!best || lastDark - start > best[1] - best[0]) best = [start, lastDark];
      }
    }
    // Dark residue of the surface at the crop's edges is no band.
    if (!best || best[1] - best[0] < width * 0.2 || best[0] === 0 || best[1] === width - 1 || y < height * 0.02 || y > height * 0.98) continue;
    let light = 0;
    let darker = 0;
    let sum = 0;
    for (let x = best[0]; x <= best[1]; x++) sum += data[row + x];
    const m = sum / (best[1] - best[0] + 1);
    for (let x = best[0]; x <= best[1]; x++) {
      const v = data[row + x];
      if (v > m + 40) light++;
      else if (v < m - 40) darker++;
    }
    if (m < darkBelow && light <= (best[1] - best[0] + 1) * 0.45 && darker * 2 <= light + 2) stretches[y] = [best[0], best[1], light >= (best[1] - best[0] + 1) * 0.02];
  }
  let out: Uint8Array | null = null;
  for (let y = 0; y < height; y++) {
    if (!stretches[y]) continue;
    // A band's run of rows; a few rows whose stretch the print broke up (a letter's bar) stay in it.
    let end = y;
    for (let next = y + 1; next < height && next - end <= 6; next++) if (stretches[next] && overlaps(stretches[end]!, stretches[next]!)) end = next;
    const rows = stretches.slice(y, end + 1).filter((s) => s !== null);
    if (end - y >= 8 && rows.filter((s) => s[2]).length >= 3) {
      // The band's box: its rows without print span it whole.
      const x0 = Math.max(0, Math.min(...rows.map((s) => s[0])) - 2);
      const x1 = Math.min(width - 1, Math.max(...rows.map((s) => s[1])) + 2);
      out ??= Uint8Array.from(data);
      for (let r = Math.max(0, y - 1); r <= Math.min(height - 1, end + 1); r++) for (let x = x0; x <= x1; x++) out[r * width + x] = 255 - data[r * width + x];
    }
    y = end;
  }
  return out ? { ...grey, data: out } : grey;
}

function overlaps(a: [number, number, boolean], b: [number, number, boolean]): boolean {
  return Math.min(a[1], b[1]) - Math.max(a[0], b[0]) > Math.min(a[1] - a[0], b[1] - b[0]) * 0.5;
}

/**
 * Evens out shadows and uneven light: divides each pixel by the paper's local brightness (a max
 * filter wider than the ink strokes on a quarter-size copy, then blurred and scaled back in
 * sharp), so the paper becomes white everywhere and ink stays dark; then stretches the contrast.
 */
async function flattenLight(grey: Grey): Promise<Grey> {
  const { width, height, data } = grey;
  const small = await toGrey(fromGrey(grey).resize({ width: Math.max(8, Math.round(width / 4)), kernel: 'cubic' }));
  const maxed = maxFilter(small.data, small.width, small.height, 3);
  const background = await toGrey(
    sharp(Buffer.from(maxed.buffer, maxed.byteOffset, maxed.length), { raw: { width: small.width, height: small.height, channels: 1 } })
      .blur(2)
      .resize({ width, height, fit: 'fill', kernel: 'cubic' }),
  );
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const v = (data[i] / Math.max(1, background.data[i])) * 255;
    out[i] = v >= 255 ? 255 : v;
  }
  // Contrast stretch: 1st percentile -> 0.
  const hist = new Array<number>(256).fill(0);
  for (const v of out) hist[v]++;
  let acc = 0;
  let lo = 0;
  while (lo < 255 && acc + hist[lo] < out.length * 0.01) acc += hist[lo++];
  const range = Math.max(1, 255 - lo);
  for (let i = 0; i < out.length; i++) out[i] = out[i] <= lo ? 0 : Math.min(255, ((out[i] - lo) * 255) / range);
  return { data: out, width, height };
}

/** Contrast stretch: the 2nd percentile becomes black, the 98th white. */
function stretch(grey: Grey): Grey {
  const hist = new Array<number>(256).fill(0);
  for (const v of grey.data) hist[v]++;
  const at = (q: number): number => {
    let acc = 0;
    for (let v = 0; v < 256; v++) if ((acc += hist[v]) >= grey.data.length * q) return v;
    return 255;
  };
  const lo = at(0.02);
  const hi = Math.max(lo + 1, at(0.98));
  return { ...grey, data: grey.data.map((v) => (v <= lo ? 0 : v >= hi ? 255 : ((v - lo) * 255) / (hi - lo))) };
}

/** Separable max filter (spreads the paper over thin ink strokes so the background estimate ignores text). */
function maxFilter(data: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const tmp = new Uint8Array(data.length);
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++) if (data[row + k] > m) m = data[row + k];
      tmp[row + x] = m;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) if (tmp[k * width + x] > m) m = tmp[k * width + x];
      out[y * width + x] = m;
    }
  }
  return out;
}
