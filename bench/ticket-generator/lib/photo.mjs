// Turns a clean render of a ticket into a phone photo of it with sharp: faded or uneven print, paper
// tint, a tilt, the surface under the ticket, uneven light, blur, sensor noise and JPEG loss.
import sharp from 'sharp';

const SURFACES = [
  [120, 84, 52], // wood
  [150, 110, 70],
  [92, 92, 96], // laminate
  [60, 62, 66], // stone
  [170, 160, 145],
];

/** @returns {Promise<{ jpeg: Buffer, conditions: object }>} */
export async function photograph(random, png) {
  const fade = random.chance(0.4) ? random.float(0.05, 0.35) : 0;
  const rotation = random.float(-4, 4);
  const blur = random.chance(0.7) ? random.float(0.3, 1.1) : 0;
  const noise = random.float(2, 10);
  const quality = random.int(60, 90);
  const surface = random.pick(SURFACES);
  const light = random.float(0.15, 0.4);
  const longSide = random.int(1350, 1650);

  // Faded thermal print: dark ink lifted towards grey; paper slightly off-white.
  const tint = [random.int(236, 252), random.int(234, 250), random.int(226, 246)];
  let ticket = sharp(png).removeAlpha();
  if (fade) ticket = ticket.linear(1 - fade, 255 * fade);
  const inked = await ticket
    .recomb([
      [tint[0] / 255, 0, 0],
      [0, tint[1] / 255, 0],
      [0, 0, tint[2] / 255],
    ])
    .png()
    .toBuffer();
  const rotated = await sharp(inked)
    .rotate(rotation, { background: { r: surface[0], g: surface[1], b: surface[2] } })
    .png()
    .toBuffer({ resolveWithObject: true });

  const { width, height } = rotated.info;
  const padX = Math.round(width * random.float(0.08, 0.25));
  const padY = Math.round(height * random.float(0.04, 0.12));
  const W = width + padX * 2;
  const H = height + padY * 2;
  // Uneven light: a gradient across the photo, darker on one side (a hand or phone shadow).
  const angle = random.int(0, 359);
  const shade = Buffer.from(
    `<svg width="${W}" height="${H}"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="#000" stop-opacity="${light.toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // Sensor noise, drawn small and scaled up (cheap, and grainy like a phone's).
  const nw = Math.max(8, Math.round(W / 3));
  const nh = Math.max(8, Math.round(H / 3));
  const grain = Buffer.alloc(nw * nh * 4);
  for (let i = 0; i < nw * nh; i++) {
    const v = 128 + Math.round((random.next() - 0.5) * noise * 6);
    grain[i * 4] = grain[i * 4 + 1] = grain[i * 4 + 2] = v;
    grain[i * 4 + 3] = 40;
  }
  const grainLayer = await sharp(grain, { raw: { width: nw, height: nh, channels: 4 } })
    .resize(W, H)
    .png()
    .toBuffer();

  let photo = sharp({ create: { width: W, height: H, channels: 3, background: { r: surface[0], g: surface[1], b: surface[2] } } })
    .composite([
      { input: rotated.data, left: padX, top: padY },
      { input: shade, blend: 'over' },
      { input: grainLayer, blend: 'overlay' },
    ])
    .png();
  photo = sharp(await photo.toBuffer()).resize({ width: longSide, height: longSide, fit: 'inside' });
  if (blur) photo = photo.blur(Math.max(0.3, blur));
  const jpeg = await photo.jpeg({ quality, mozjpeg: false }).toBuffer();
  return {
    jpeg,
    conditions: {
      rotationDeg: Number(rotation.toFixed(2)),
      fade: Number(fade.toFixed(2)),
      blurSigma: Number(blur.toFixed(2)),
      noise: Number(noise.toFixed(1)),
      quality,
      light: Number(light.toFixed(2)),
      longSide,
    },
  };
}
