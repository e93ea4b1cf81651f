#!/usr/bin/env node
// Draws the installable app's PNG icons from shell/src/assets/favicon.svg with Debian's Chromium
// (playwright-core, as the browser tests use it), into shell/src/assets/icons/. The PNGs are
// committed; run this again only when the logo changes: `node scripts/make-app-icons.mjs`.
//
// - icon-192.png, icon-512.png: the logo as it is (rounded square, transparent corners), purpose "any".
// - icon-maskable-512.png: purpose "maskable": the platform cuts its own shape (circle, squircle) out
//   of it, keeping only the centre circle of 80% of the width for sure, so the background fills the
//   whole square and the tally marks sit well inside that circle.
// - apple-touch-icon.png (180): iOS ignores the manifest's icons and rounds the corners itself, and
//   shows transparent corners as black, so it is full-bleed too.
// - badge-96.png: the small monochrome icon Android shows in the status bar (only its alpha counts):
//   the white marks on transparency.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/paths.mjs';

const assets = path.join(repoRoot, 'shell/src/assets');
const outDir = path.join(assets, 'icons');
const logo = readFileSync(path.join(assets, 'favicon.svg'), 'utf8');

// The logo's parts, read from the SVG so the icons follow it: the square's colour and the marks.
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1];
const marks = /<g[\s\S]*<\/g>/.exec(logo)?.[0];
if (!background || !marks) throw new Error('favicon.svg no longer has the <rect fill> and <g> of marks this script expects');

/** The marks on a full-bleed square; `scale` shrinks them about the centre (1 = as in the logo). */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${marks}</g></svg>`;
const marksOnly = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g transform="translate(16 16) scale(1.25) translate(-16 -16)">${marks}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The marks span 18 of 32 units corner to corner at most (about 25 diagonally): at 0.8 they fit
  // the 80% safe circle with room to spare.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
  { file: 'badge-96.png', size: 96, svg: marksOnly },
];

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    writeFileSync(path.join(outDir, file), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    process.stdout.write(`${path.relative(repoRoot, path.join(outDir, file))} ${size}x${size}\n`);
  }
} finally {
  await browser.close();
}
