/**
 * `npm run scan -- <image or folder>… [--out predictions.json]`: reads ticket photos through the
 * same code as `POST /api/interpret-ticket-image` (image check, model when OPENAI_API_KEY is set,
 * else the local OCR and parser) and prints what each gave. `--out` writes the fields as
 * `{ "001": {…} }`, which ../shared/tickets/score.mjs scores against the ground truth.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SCAN_FIELDS } from '@tally/contracts';
import { createLogger, loadConfig, ServiceError } from '@tally/service-kit';
import { scannerConfigSchema } from './config';
import { readTicketImage, toScanResult } from './domain/read-ticket';
import { createTicketInterpreter } from './engines/create-ticket-interpreter';

const IMAGE_FILE = /\.(jpe?g|png|webp|gif|tiff?|avif|heic)$/i;

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const inputs = args.filter((arg, i) => !arg.startsWith('--') && i !== outAt + 1);
if (inputs.length === 0 || (outAt >= 0 && !out)) {
  process.stderr.write('usage: npm run scan -- <image or folder>... [--out predictions.json]\n');
  process.exit(2);
}

const config = loadConfig(scannerConfigSchema.pick({ OPENAI_API_KEY: true, OPENAI_BASE_URL: true, OPENAI_MODEL: true, OPENAI_TIMEOUT_MS: true, OCR_THREADS: true }));
// Logs would mix with the JSON lines on stdout: quiet unless LOG_LEVEL asks (each line names its engine anyway).
const logger = createLogger({ name: 'scan', level: process.env.LOG_LEVEL || 'silent' });
const interpreter = createTicketInterpreter({
  openAi: config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS } : null,
  // One photo at a time here, so the queue never refuses one.
  ocr: { threads: config.OCR_THREADS, queueLimit: Number.MAX_SAFE_INTEGER },
  logger,
});

const files: string[] = [];
for (const input of inputs) {
  if ((await stat(input)).isDirectory())
    files.push(
      ...(await readdir(input))
        .filter((f) => IMAGE_FILE.test(f))
        .sort()
        .map((f) => path.join(input, f)),
    );
  else files.push(input);
}

const predictions: Record<string, Record<string, unknown>> = {};
let failed = 0;
try {
  for (const file of files) {
    const started = performance.now();
    const id = path.basename(file).replace(/\.[^.]+$/, '');
    try {
      const { found } = await readTicketImage(interpreter, (await readFile(file)).toString('base64'), logger);
      const { ticketImage: _image, ...scan } = toScanResult(found, null, null);
      predictions[id] = Object.fromEntries(SCAN_FIELDS.map((field) => [field, scan[field] ?? null]));
      process.stdout.write(`${JSON.stringify({ file, ms: Math.round(performance.now() - started), ...scan })}\n`);
    } catch (err) {
      failed += 1;
      process.stdout.write(`${JSON.stringify({ file, error: err instanceof ServiceError ? err.message : String(err) })}\n`);
    }
  }
} finally {
  await interpreter.close();
}
if (out) await writeFile(out, `${JSON.stringify(predictions, null, 2)}\n`);
process.stderr.write(`${files.length - failed} of ${files.length} read${out ? `; fields written to ${out}` : ''}\n`);
