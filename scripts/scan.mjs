#!/usr/bin/env node
// `npm run scan -- <folder>`: reads every image of the folder (jpg, jpeg, png, webp) through the
// scanner's ticket interpreter (the code of POST /api/interpret-ticket-image) and prints ONE JSON
// object on stdout, keyed by file name without extension: { "001": { type, amount, ... }, ... }
// (the form score.mjs of shared/tickets takes).
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
 * The one place the script reads a ticket: the scanner's interpreter through the same function
 * as POST /api/interpret-ticket-image (image check, the model when OPENAI_API_KEY is set, else or on
 * a bad answer the local OCR and parser). Returns { text, fields, engine }.
 */
async function createTicketReader() {
  const { loadConfig, createLogger } = await import('../libs/service-kit/src/index.ts');
  const { scannerConfigSchema } = await import('../services/scanner/src/config.ts');
  const { createTicketInterpreter } = await import('../services/scanner/src/engines/create-ticket-interpreter.ts');
  const { readTicketImage, toScanResult } = await import('../services/scanner/src/domain/read-ticket.ts');
  const config = loadConfig(scannerConfigSchema.pick({ OPENAI_API_KEY: true, OPENAI_BASE_URL: true, OPENAI_MODEL: true, OPENAI_TIMEOUT_MS: true, OCR_THREADS: true }));
  // Logs would mix with the JSON on stdout: quiet unless LOG_LEVEL asks.
  const logger = createLogger({ name: 'scan', level: process.env.LOG_LEVEL || 'silent' });
  const interpreter = createTicketInterpreter({
    openAi: config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS } : null,
    ocr: { threads: config.OCR_THREADS, queueLimit: 1000 },
    logger,
  });
  return {
    async read(image) {
      const { found } = await readTicketImage(interpreter, image.toString('base64'), logger);
      const { rawText, ticketImage: _image, confidence: _confidence, engine, scanId: _scanId, ...fields } = toScanResult(found, null, null);
      return { text: rawText, fields, engine };
    },
    close: () => interpreter.close(),
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
        let engine = 'failed';
        try {
          const read = await reader.read(readFileSync(path.join(folder, file)));
          const { text, fields } = read;
          engine = read.engine;
          results[id] = fields;
          if (textDir) writeFileSync(path.join(textDir, `${id}.txt`), text);
        } catch (error) {
          results[id] = null;
          process.stderr.write(`[scan] ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
        }
        done++;
        process.stderr.write(`[scan] ${done}/${files.length} ${file} ${((performance.now() - t0) / 1000).toFixed(2)} s (${engine})\n`);
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
