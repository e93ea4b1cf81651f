// Issue 30: does the local ticket reader read layouts it was not tuned on? For the dev photos
// (../shared/tickets, three layout families) and for photos the repository's own generator makes
// (bench/ticket-generator, four families, seeded), it reads every photo once through the scanner's
// own code path (scripts/scan.mjs, OCR text kept), scores all families together with
// ../shared/tickets/score.mjs, then scores leave-one-family-out: the reader's tunable choices
// (libs/ticket-reader/src/tuning.ts) are picked on the other families' photos and the left-out
// family is scored with that pick; the mean over families is reported beside the all-families score.
// The parser runs on the kept texts (bench/lib/parse-ticket-texts.ts), so the OCR runs once per photo.
// Knobs: BENCH_LOFO_COUNT (generated photos, default 160: 40 a family), BENCH_LOFO_SEED (30),
// BENCH_LOFO_DIR (read generated photos from there instead of generating), BENCH_SCAN_DIR (the dev photos).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { generateTickets } from '../ticket-generator/generate.mjs';

/** Every setting of the reader's tunable choices the leave-one-family-out score picks among. */
export const TUNINGS = [true, false].flatMap((looseAmount) =>
  [0, 1, 2].flatMap((venueEdits) => [true, false].map((printDateFallback) => ({ looseAmount, venueEdits, printDateFallback }))),
);

/** score.mjs's micro score (and per-field accuracies) of predictions against a folder of truth files. */
export function scoreWith(scorer, truthDir, predictionsFile) {
  const out = execFileSync(process.execPath, [scorer, truthDir, predictionsFile], { encoding: 'utf8' });
  const fields = {};
  for (const m of out.matchAll(/^(\w+)\s+(\d+)\s+(\d+)\s+([\d.]+|n\/a)/gm)) if (m[4] !== 'n/a') fields[m[1]] = Number(m[4]);
  return { score: Number(/^score: ([\d.]+)/m.exec(out)[1]), fields };
}

/** A folder holding only the given photos' truth files (links), for scoring a subset with score.mjs. */
function truthSubset(folder, ids, into) {
  mkdirSync(into, { recursive: true });
  for (const id of ids) symlinkSync(path.join(folder, `${id}.json`), path.join(into, `${id}.json`));
  return into;
}

function runScan(folder, textDir, note) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'scan.mjs'), folder, '--text', textDir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const last = String(chunk).trim().split('\n').at(-1);
      if (/ \d+\/\d+ /.test(last) && /(\d+)\/\1 /.test(last)) note(`scan-lofo: ${last.replace(/^\[scan\] /, '')}`);
    });
    child.once('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`scan.mjs exited with ${code}: ${stderr.trim().split('\n').slice(-2).join(' / ')}`))));
  });
}

/**
 * One photo set: all-families score and leave-one-family-out.
 * @param {{ name: string, folder: string, work: string, note: (m: string) => void, scorer: string }} options
 */
async function scoreSet({ name, folder, work, note, scorer }) {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
  const familyOf = new Map(manifest.items.map((item) => [item.id, item.family]));
  const families = [...new Set(manifest.items.map((item) => item.family))].sort();
  const textDir = path.join(work, name, 'texts');
  note(`scan-lofo: reading ${manifest.items.length} photos of ${name} (${families.join(', ')})`);
  const started = performance.now();
  const predictionsFile = path.join(work, name, 'scan.json');
  writeFileSync(predictionsFile, await runScan(folder, textDir, note));
  const seconds = (performance.now() - started) / 1000;
  const all = scoreWith(scorer, folder, predictionsFile);

  // Every tuning's predictions from the kept texts.
  const tuned = path.join(work, name, 'tuned');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'lib', 'parse-ticket-texts.ts'), textDir, tuned, JSON.stringify(TUNINGS)], { cwd: repoRoot });
  const idsOf = (wanted) => manifest.items.filter((item) => wanted(familyOf.get(item.id))).map((item) => item.id);
  const byFamily = {};
  for (const family of families) {
    const train = truthSubset(
      folder,
      idsOf((f) => f !== family),
      path.join(work, name, `train-${family}`),
    );
    const test = truthSubset(
      folder,
      idsOf((f) => f === family),
      path.join(work, name, `test-${family}`),
    );
    const trainScores = TUNINGS.map((_, i) => scoreWith(scorer, train, path.join(tuned, `${i}.json`)).score);
    // Ties go to the earlier tuning (the product's defaults come first).
    const pick = trainScores.indexOf(Math.max(...trainScores));
    byFamily[family] = {
      images: idsOf((f) => f === family).length,
      allFamiliesTuning: scoreWith(scorer, test, predictionsFile).score,
      heldOut: scoreWith(scorer, test, path.join(tuned, `${pick}.json`)).score,
      trainedOn: scoreWith(scorer, train, path.join(tuned, `${pick}.json`)).score,
      tuning: TUNINGS[pick],
    };
  }
  const lofoMean = families.reduce((sum, f) => sum + byFamily[f].heldOut, 0) / families.length;
  return { name, folder: path.relative(repoRoot, folder) || folder, images: manifest.items.length, seconds, all: all.score, fields: all.fields, byFamily, lofoMean };
}

/** @param {{ note: (message: string) => void }} options */
export async function benchScanLofo({ note }) {
  const shared = path.resolve(process.env.BENCH_SCAN_DIR ?? path.join(repoRoot, '..', 'shared', 'tickets'));
  if (!existsSync(shared)) throw new Error(`no ticket photos at ${shared} (set BENCH_SCAN_DIR)`);
  const scorer = path.join(shared, 'score.mjs');
  const work = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-lofo-'));
  try {
    let generated = process.env.BENCH_LOFO_DIR ? path.resolve(process.env.BENCH_LOFO_DIR) : null;
    const count = Number(process.env.BENCH_LOFO_COUNT ?? 160);
    const seed = Number(process.env.BENCH_LOFO_SEED ?? 30);
    if (!generated) {
      generated = path.join(work, 'generated-photos');
      note(`scan-lofo: generating ${count} ticket photos (seed ${seed})`);
      const started = performance.now();
      await generateTickets({ out: generated, count, seed });
      note(`scan-lofo: generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const sets = [];
    sets.push(await scoreSet({ name: 'shared', folder: shared, work, note, scorer }));
    sets.push({ ...(await scoreSet({ name: 'generated', folder: generated, work, note, scorer })), seed: process.env.BENCH_LOFO_DIR ? null : seed });
    return { tunings: TUNINGS.length, sets };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
