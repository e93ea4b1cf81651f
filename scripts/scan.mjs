#!/usr/bin/env node
// `npm run scan -- <folder>`: reads every image of the folder (jpg, jpeg, png, webp) through the
// scanner's local ticket reader and prints ONE JSON object on stdout, keyed by file name without
// extension: { "001": { type, amount, ... }, ... } (the form score.mjs of shared/tickets takes).
// Progress goes to stderr. Options: --concurrency N (images in flight, default the OCR threads),
// --text DIR (also write each image's OCR text there, to iterate on the parser without OCR).
// Score: node ../shared/tickets/score.mjs ../shared/tickets out.json --verbose
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const textDir = option('--text');
const concurrency = Number(option('--concurrency') ?? os.availableParallelism());
const folder = args[0];
if (!folder) {
  process.stderr.write('usage: npm run scan -- <folder> [--concurrency N] [--text DIR]\n');
  process.exit(2);
}

/**
 * The one place the script reads a ticket: the scanner's local reader today; later the scanner's
 * interpreter function. Returns { text, fields }.
 */
async function createTicketReader() {
  const { createLocalTicketReader } = await import('../services/scanner/src/local-ocr/local-ticket-reader.ts');
  const reader = await createLocalTicketReader({ queueLimit: 1000 });
  return {
    async read(image) {
      const { text, reading } = await reader.readImage(image);
      return { text, fields: reading.fields };
    },
    close: () => reader.close(),
  };
}

const files = readdirSync(folder)
  .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
  .sort();
if (textDir) mkdirSync(textDir, { recursive: true });
const reader = await createTicketReader();
const results = {};
const started = performance.now();
let next = 0;
let done = 0;
try {
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      while (next < files.length) {
        const file = files[next++];
        const id = path.parse(file).name;
        const t0 = performance.now();
        try {
          const { text, fields } = await reader.read(readFileSync(path.join(folder, file)));
          results[id] = fields;
          if (textDir) writeFileSync(path.join(textDir, `${id}.txt`), text);
        } catch (error) {
          results[id] = null;
          process.stderr.write(`[scan] ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
        }
        done++;
        process.stderr.write(`[scan] ${done}/${files.length} ${file} ${((performance.now() - t0) / 1000).toFixed(2)} s\n`);
      }
    }),
  );
} finally {
  await reader.close();
}
const ordered = Object.fromEntries(
  Object.keys(results)
    .sort()
    .map((id) => [id, results[id]]),
);
process.stdout.write(`${JSON.stringify(ordered, null, 2)}\n`);
process.stderr.write(`[scan] ${files.length} images in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
