#!/usr/bin/env node
// Generated ticket photos with their truth, for measuring the ticket reader on layouts nobody tuned it on.
//   node bench/ticket-generator/generate.mjs --out DIR [--count 120] [--seed 30] [--families kiosk-roll,club-band,...] [--kinds scratchie,...]
// Writes DIR/NNN.jpg, DIR/NNN.json (the truth, the shape of ../shared/tickets/NNN.json: score.mjs scores it)
// and DIR/manifest.json ({ items: [{ id, family, kind, image }] }, as ../shared/tickets/manifest.json).
// Families take turns, so every family gets count / families photos. Same seed, same photos.
// --kinds keeps only tickets of those kinds (racing, sports, lotto, scratchie): the same tickets the
// whole set holds at those indexes, skipping the rest.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { drawTicket, loadReference } from './lib/content.mjs';
import { FAMILIES, scratchieHtml } from './lib/families.mjs';
import { photograph } from './lib/photo.mjs';
import { createRandom } from './lib/random.mjs';
import { ticketItems } from './lib/ticket-items.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FAMILY_NAMES = Object.keys(FAMILIES);
const KINDS = ['racing', 'sports', 'lotto', 'scratchie'];
export const DEFAULT_REFERENCE = path.resolve(here, '..', '..', '..', 'shared', 'reference');

/** The HTML and truth of ticket `index` of a seeded set (no browser: cheap, and what unit tests check). */
export function drawTicketPage({ seed, index, family, reference }) {
  const random = createRandom(seed * 100003 + index * 7919);
  const ticket = drawTicket(random, reference);
  const html = ticket.kind === 'scratchie' ? scratchieHtml(random, family, ticket.facts) : FAMILIES[family](random, ticketItems(random, ticket));
  return { ticket, html, random };
}

/**
 * Renders `count` tickets in headless Chromium and photographs each with sharp.
 * @param {{ out: string, count: number, seed: number, families?: string[], kinds?: string[], referenceDir?: string, log?: (m: string) => void }} options
 */
export async function generateTickets({ out, count, seed, families = FAMILY_NAMES, kinds = null, referenceDir = DEFAULT_REFERENCE, log = () => {} }) {
  for (const f of families) if (!FAMILIES[f]) throw new Error(`unknown family ${f} (families: ${FAMILY_NAMES.join(', ')})`);
  for (const k of kinds ?? []) if (!KINDS.includes(k)) throw new Error(`unknown kind ${k} (kinds: ${KINDS.join(', ')})`);
  const reference = loadReference(referenceDir);
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const items = [];
  try {
    const page = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 600, height: 800 } });
    for (let index = 0; items.length < count; index++) {
      const family = families[index % families.length];
      const { ticket, html, random } = drawTicketPage({ seed, index, family, reference });
      if (kinds && !kinds.includes(ticket.kind)) continue;
      await page.setContent(html, { waitUntil: 'load' });
      const png = await page.locator('.ticket').screenshot({ type: 'png' });
      const { jpeg, conditions } = await photograph(random, png);
      const id = String(index + 1).padStart(3, '0');
      writeFileSync(path.join(out, `${id}.jpg`), jpeg);
      writeFileSync(path.join(out, `${id}.json`), `${JSON.stringify(ticket.truth, null, 2)}\n`);
      items.push({ id, family, kind: ticket.kind, image: conditions });
      log(`${id} ${family} ${ticket.kind}`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify({ set: 'generated', seed, count, families, items }, null, 1)}\n`);
  return items;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const out = option('--out');
  if (!out) {
    process.stderr.write('usage: node bench/ticket-generator/generate.mjs --out DIR [--count 120] [--seed 30] [--families a,b] [--kinds scratchie]\n');
    process.exit(2);
  }
  const started = performance.now();
  await generateTickets({
    out: path.resolve(out),
    count: Number(option('--count', 120)),
    seed: Number(option('--seed', 30)),
    families: option('--families', FAMILY_NAMES.join(',')).split(','),
    kinds: option('--kinds')?.split(',') ?? null,
    referenceDir: option('--reference', DEFAULT_REFERENCE),
    log: (m) => process.stderr.write(`[generate] ${m}\n`),
  });
  process.stderr.write(`[generate] done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
