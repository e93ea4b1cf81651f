import sharp, { type Sharp } from 'sharp';

/** Which clean-up steps run before OCR; each can be switched off to measure what it buys. */
export interface PrepareOptions {
  crop?: boolean;
  deskew?: boolean;
  flatten?: boolean;
  /** Width the cropped ticket is scaled to (px); 0 keeps its size. */
  width?: number;
}

export const DEFAULT_PREPARE: Required<PrepareOptions> = { crop: true, deskew: true, flatten: true, width: 1000 };

interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turns a phone photo of a ticket into a clean greyscale PNG for OCR: EXIF orientation, crop to
 * the (bright) ticket on its darker surface, straighten the text lines, even out the light and
 * scale the ticket to a fixed width.
 */
export async function prepareTicketImage(image: Buffer, options: PrepareOptions = {}): Promise<Buffer> {
  const opts = { ...DEFAULT_PREPARE, ...options };
  let grey = await toGrey(sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().greyscale());

  const photo = grey;
  if (opts.crop) grey = await cropToTicket(photo);
  if (opts.deskew) {
    const angle = estimateSkew(grey);
    if (Math.abs(angle) >= 0.25) {
      // Rotate the whole photo (filling with black, like a dark surface) and crop again.
      const rotated = await toGrey(fromGrey(photo).rotate(angle, { background: '#000000' }));
      grey = opts.crop ? await cropToTicket(rotated) : rotated;
    }
  }
  let pipeline = fromGrey(opts.flatten ? flattenLight(grey) : grey);
  if (opts.width && grey.width > 0) pipeline = pipeline.resize({ width: opts.width, kernel: 'lanczos3' });
  return pipeline.png({ compressionLevel: 1 }).toBuffer();
}

async function toGrey(pipeline: Sharp): Promise<Grey> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function fromGrey(grey: Grey): Sharp {
  return sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), {
    raw: { width: grey.width, height: grey.height, channels: 1 },
  });
}

/** Otsu's threshold of a greyscale histogram. */
function otsu(data: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of data) hist[v]++;
  const total = data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** Longest run of indexes whose value passes `min`, allowing short gaps (text lines, creases). */
function longestRun(values: number[], min: number, gap: number): [number, number] | null {
  let best: [number, number] | null = null;
  let start = -1;
  let lastGood = -1;
  for (let i = 0; i <= values.length; i++) {
    const good = i < values.length && values[i] >= min;
    if (good) {
      if (start < 0 || i - lastGood > gap) start = i;
      lastGood = i;
      if (!best || lastGood - start > best[1] - best[0]) best = [start, lastGood];
    }
  }
  return best;
}

/**
 * The ticket is the largest bright area: paper is lighter than the wood, stone or laminate under it.
 * Works on a small copy: columns and rows that are mostly bright (Otsu on the whole photo) bound it.
 */
async function cropToTicket(grey: Grey): Promise<Grey> {
  const scale = Math.min(1, 240 / Math.max(grey.width, grey.height));
  const small = await toGrey(fromGrey(grey).resize({ width: Math.max(1, Math.round(grey.width * scale)) }));
  const t = otsu(small.data);
  const { data, width, height } = small;
  const cols = new Array<number>(width).fill(0);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (data[y * width + x] > t) cols[x]++;
  const colRun = longestRun(
    cols.map((c) => c / height),
    0.35,
    2,
  );
  if (!colRun) return grey;
  // Rows: the ticket's columns are clearly brighter than the surface beside them (a coloured band
  // printed across the top still counts, though it is darker than paper).
  const rows = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y++) {
    let inside = 0;
    let outside = 0;
    let outsideN = 0;
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x];
      if (x >= colRun[0] && x <= colRun[1]) inside += v;
      else if (x < colRun[0] - 3 || x > colRun[1] + 3) {
        outside += v;
        outsideN++;
      }
    }
    const span = colRun[1] - colRun[0] + 1;
    rows[y] = outsideN < 3 ? 255 : inside / span - outside / outsideN;
  }
  const rowRun = longestRun(rows, 25, 3);
  if (!rowRun) return grey;
  const margin = Math.round(Math.max(grey.width, grey.height) * 0.015);
  const left = Math.max(0, Math.floor(colRun[0] / scale) - margin);
  const top = Math.max(0, Math.floor(rowRun[0] / scale) - margin);
  const right = Math.min(grey.width, Math.ceil((colRun[1] + 1) / scale) + margin);
  const bottom = Math.min(grey.height, Math.ceil((rowRun[1] + 1) / scale) + margin);
  const cw = right - left;
  const ch = bottom - top;
  // A crop that keeps almost nothing is a failed guess (a photo of the ticket alone, say).
  if (cw < grey.width * 0.25 || ch < grey.height * 0.25) return grey;
  const out = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) out.set(grey.data.subarray((top + y) * grey.width + left, (top + y) * grey.width + right), y * cw);
  return { data: out, width: cw, height: ch };
}

/**
 * Skew angle in degrees (what to rotate by, clockwise positive as sharp takes it): the angle whose
 * row projection of the dark (ink) pixels is the most peaked, tried from -5 to 5 degrees.
 */
export function estimateSkew(grey: Grey): number {
  const step = Math.max(1, Math.round(grey.width / 400));
  const t = otsu(grey.data);
  const xs: number[] = [];
  const ys: number[] = [];
  // Leave the edges out: paper edges and background slivers are not text.
  const x0 = Math.floor(grey.width * 0.05);
  const x1 = Math.ceil(grey.width * 0.95);
  for (let y = 0; y < grey.height; y += step)
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
  let best = 0;
  let bestScore = score(0);
  for (let deg = -5; deg <= 5.001; deg += 0.5) {
    const sc = score(deg);
    if (sc > bestScore) {
      bestScore = sc;
      best = deg;
    }
  }
  for (let deg = best - 0.4; deg <= best + 0.401; deg += 0.1) {
    const sc = score(deg);
    if (sc > bestScore) {
      bestScore = sc;
      best = deg;
    }
  }
  return best;
}

/**
 * Evens out shadows and uneven light: divides each pixel by a blurred copy (the paper's local
 * brightness), so the paper becomes white everywhere and ink stays dark; then stretches contrast.
 */
function flattenLight(grey: Grey): Grey {
  const { width, height, data } = grey;
  const radius = Math.max(8, Math.round(width / 40));
  const background = boxBlur(maxFilter(data, width, height, 3), width, height, radius);
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const bg = Math.max(1, background[i]);
    const v = (data[i] / bg) * 255;
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

/** Separable max filter (dilates the paper over thin ink strokes so the background estimate ignores text). */
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

/** Separable box blur with running sums. */
function boxBlur(data: Uint8Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(data.length);
  const out = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    let n = 0;
    for (let x = 0; x < Math.min(width, r + 1); x++) {
      sum += data[row + x];
      n++;
    }
    for (let x = 0; x < width; x++) {
      tmp[row + x] = sum / n;
      const add = x + r + 1;
      const sub = x - r;
      if (add < width) {
        sum += data[row + add];
        n++;
      }
      if (sub >= 0) {
        sum -= data[row + sub];
        n--;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    let n = 0;
    for (let y = 0; y < Math.min(height, r + 1); y++) {
      sum += tmp[y * width + x];
      n++;
    }
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / n;
      const add = y + r + 1;
      const sub = y - r;
      if (add < height) {
        sum += tmp[add * width + x];
        n++;
      }
      if (sub >= 0) {
        sum -= tmp[sub * width + x];
        n--;
      }
    }
  }
  return out;
}
