/** A small RGB copy of the photo. */
export interface SmallRgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Where the ticket lies in the small copy: its bounding box and, per row, the paper's extent. */
export interface TicketOutline {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** For each row of the small copy: first and last column of the ticket, or -1 when none. */
  rowStart: Int16Array;
  rowEnd: Int16Array;
}

/**
 * Finds the ticket on the surface under it: paper is white (its weakest colour channel is high),
 * wood is brown, laminate and stone are greyer or darker. The largest connected white region,
 * filled row by row, is the ticket; a coloured band printed across its top or bottom (darker than
 * paper but unlike the surface) is added back. Null when nothing plausible is found.
 */
export function findTicket(rgb: SmallRgb): TicketOutline | null {
  const { data, width, height } = rgb;
  const n = width * height;
  const white = new Uint8Array(n);
  for (let i = 0; i < n; i++) white[i] = Math.min(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
  // Otsu splits paper from surface; paper in a hand's shadow is darker, so the cut is lowered
  // halfway towards the surface's mean.
  const split = otsu(white);
  let below = 0;
  let belowN = 0;
  for (const v of white) {
    if (v > split) continue;
    below += v;
    belowN++;
  }
  const threshold = belowN ? (split + below / belowN) / 2 : split;
  // Printed colour (a scratchie's art, a lottery band) far from the surface's colour is ticket too.
  const surface = surfaceColour(rgb);
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const far = Math.hypot(data[i * 3] - surface[0], data[i * 3 + 1] - surface[1], data[i * 3 + 2] - surface[2]) > 90;
    mask[i] = white[i] > threshold || far ? 1 : 0;
  }

  // Largest 4-connected component.
  const label = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  let bestLabel = -1;
  let bestSize = 0;
  let next = 0;
  for (let start = 0; start < n; start++) {
    if (!mask[start] || label[start] >= 0) continue;
    let size = 0;
    let sp = 0;
    stack[sp++] = start;
    label[start] = next;
    while (sp) {
      const i = stack[--sp];
      size++;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of neighbours) {
        if (j < 0 || j >= n || !mask[j] || label[j] >= 0) continue;
        label[j] = next;
        stack[sp++] = j;
      }
    }
    if (size > bestSize) {
      bestSize = size;
      bestLabel = next;
    }
    next++;
  }
  if (bestLabel < 0 || bestSize < n * 0.04) return null;

  const rowStart = new Int16Array(height).fill(-1);
  const rowEnd = new Int16Array(height).fill(-1);
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (label[y * width + x] !== bestLabel) continue;
      if (rowStart[y] < 0) rowStart[y] = x;
      rowEnd[y] = x;
    }
    // Rows with only a sliver of paper are the ticket's torn edge or noise.
    if (rowStart[y] >= 0 && rowEnd[y] - rowStart[y] < 3) rowStart[y] = rowEnd[y] = -1;
    if (rowStart[y] < 0) continue;
    left = Math.min(left, rowStart[y]);
    right = Math.max(right, rowEnd[y]);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  if (right < 0) return null;

  // A coloured band across the top or bottom: rows beside the paper whose colour is far from the surface's.
  const differs = (y: number): boolean => {
    const x0 = left + Math.round((right - left) * 0.15);
    const x1 = right - Math.round((right - left) * 0.15);
    let r = 0;
    let g = 0;
    let b = 0;
    for (let x = x0; x <= x1; x++) {
      const i = (y * width + x) * 3;
      r += data[i];
      g += data[i + 1];
      b += data[i + 2];
    }
    const k = Math.max(1, x1 - x0 + 1);
    return Math.hypot(r / k - surface[0], g / k - surface[1], b / k - surface[2]) > 45;
  };
  const reach = Math.round((bottom - top) * 0.15);
  for (let steps = 0; steps < reach && top > 0 && differs(top - 1); steps++) {
    top--;
    rowStart[top] = rowStart[top + 1];
    rowEnd[top] = rowEnd[top + 1];
  }
  for (let steps = 0; steps < reach && bottom < height - 1 && differs(bottom + 1); steps++) {
    bottom++;
    rowStart[bottom] = rowStart[bottom - 1];
    rowEnd[bottom] = rowEnd[bottom - 1];
  }
  return { left, top, right, bottom, rowStart, rowEnd };
}

/** Median colour of the photo's outer frame (the surface, unless the ticket fills the photo). */
function surfaceColour(rgb: SmallRgb): [number, number, number] {
  const { data, width, height } = rgb;
  const channels: number[][] = [[], [], []];
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.03));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) channels[c].push(data[i + c]);
    }
  }
  return channels.map((values) => values.sort((a, b) => a - b)[values.length >> 1]) as [number, number, number];
}

/** Otsu's threshold of 8-bit values. */
export function otsu(data: Uint8Array): number {
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

/**
 * The ticket's tilt in degrees from its side edges (a line fitted to the left and to the right edge
 * of the outline, middle rows only); null when the sides are too short or disagree.
 */
export function outlineTilt(outline: TicketOutline): number | null {
  const fit = (edge: Int16Array): number | null => {
    const span = outline.bottom - outline.top;
    const ys: number[] = [];
    const xs: number[] = [];
    for (let y = outline.top + Math.round(span * 0.15); y <= outline.bottom - Math.round(span * 0.15); y++) {
      if (edge[y] < 0) continue;
      ys.push(y);
      xs.push(edge[y]);
    }
    if (ys.length < 20) return null;
    const my = ys.reduce((a, b) => a + b, 0) / ys.length;
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
    let num = 0;
    let den = 0;
    for (let i = 0; i < ys.length; i++) {
      num += (ys[i] - my) * (xs[i] - mx);
      den += (ys[i] - my) ** 2;
    }
    return den ? (Math.atan(num / den) * 180) / Math.PI : null;
  };
  const left = fit(outline.rowStart);
  const right = fit(outline.rowEnd);
  if (left === null || right === null || Math.abs(left - right) > 3) return null;
  return (left + right) / 2;
}
