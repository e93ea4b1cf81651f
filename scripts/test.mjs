#!/usr/bin/env node
// `npm test`: set-up (install, build, Chromium and the local servers), then, failing fast:
// type-check, lint (ESLint with module boundaries, Prettier), jest (unit + contract tests), the
// security suite's short form against the started product (npm run test:security: every claim in both
// modes, the fuzzer with SECURITY_FUZZ_RUNS generated requests per operation, default NPM_TEST_FUZZ_RUNS;
// the bench's BENCH_ONLY=fuzz sends 2,000 in both modes), the distributed integration
// test, the fault suite's short form, the browser e2e test.
// Ends with one line `N passed, N failed`.
// Developers may run a subset: `npm test -- --only=jest,e2e` or `--skip=typecheck` (steps: typecheck, lint, jest, security, distributed, faults, e2e).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDepsAndBuild } from './lib/deps.mjs';
import { ensureInfra } from './lib/infra.mjs';
import { createLog } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';
import { readJestCounts, readTapCounts, runStep, signalRunningSteps } from './lib/test-steps.mjs';

const log = createLog('test');
const started = Date.now();
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'tally-test-'));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const stepIds = ['typecheck', 'lint', 'jest', 'security', 'distributed', 'faults', 'e2e'];
const listArg = (flag) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${flag}=`))
    ?.split('=')[1]
    .split(',')
    .filter(Boolean);
const only = listArg('only');
const skipped = listArg('skip') ?? [];
for (const id of [...(only ?? []), ...skipped]) {
  if (!stepIds.includes(id)) {
    process.stderr.write(`unknown step "${id}"; steps are ${stepIds.join(', ')}\n`);
    process.exit(2);
  }
}
/** @param {string} id */
const wanted = (id) => (only ? only.includes(id) : true) && !skipped.includes(id);
// Generated requests per operation in the security step's fuzzer, in both modes (SECURITY_FUZZ_RUNS overrides it).
// The fuzzer reads the person's data once per run of refused requests instead of after each one
// (security/support/refused-writes.mjs), so a request costs about one round trip. On this 2-core machine, quiet
// (load average under 2), 200 per operation took 34 s in embedded mode and 46 s in distributed mode, the fuzzer's own
// check 17 s, and the whole step 2 min 2 s; at load average 7 to 9, 2 min 54 s (it was 56 s with 12 per operation in
// embedded mode only).
const NPM_TEST_FUZZ_RUNS = 200;

/** @type {{ name: string, status: 'ok' | 'FAILED' | 'not run', passed: number, failed: number, seconds: number, note?: string }[]} */
const results = [];

for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    signalRunningSteps(signal);
    setTimeout(() => process.exit(130), 3000).unref();
  });
}

/**
 * Run one step and record it.
 * @param {string} name
 * @param {() => Promise<{ ok: boolean, passed?: number, failed?: number, note?: string }>} fn
 * @returns {Promise<boolean>}
 */
async function step(name, fn) {
  log(`── ${name}`);
  const t0 = Date.now();
  let outcome;
  try {
    outcome = await fn();
  } catch (error) {
    outcome = { ok: false, note: error instanceof Error ? error.message : String(error) };
  }
  const failed = outcome.failed ?? 0;
  // A failing step that counted no failing test (a crash, a type error) still counts as one failure.
  const failedCount = !outcome.ok && failed === 0 ? 1 : failed;
  results.push({ name, status: outcome.ok ? 'ok' : 'FAILED', passed: outcome.passed ?? 0, failed: failedCount, seconds: (Date.now() - t0) / 1000, note: outcome.note });
  if (!outcome.ok && outcome.note) log(`${name} failed: ${outcome.note}`);
  return outcome.ok;
}

/** @param {{ code: number | null, signal: string | null, timedOut: boolean }} result */
function exitNote(result) {
  if (result.timedOut) return 'timed out';
  return result.signal ? `killed by ${result.signal}` : `exit ${result.code}`;
}

/**
 * A node:test run over some files: spec output to the terminal, TAP to a file for the counts.
 * @param {string} id
 * @param {string[]} files
 * @param {NodeJS.ProcessEnv} env
 * @param {number} timeoutMs
 */
async function nodeTest(id, files, env, timeoutMs) {
  if (!files.length) return { ok: false, note: 'no test files found' };
  const tap = path.join(reportDir, `${id}.tap`);
  const result = await runStep(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files],
    { env, timeoutMs },
  );
  const counts = readTapCounts(tap);
  const ok = result.code === 0 && !!counts && counts.failed === 0 && counts.passed > 0;
  return { ok, ...(counts ?? {}), note: ok ? undefined : counts?.passed === 0 && result.code === 0 ? 'no test ran' : exitNote(result) };
}

/** The { passed, failed } scripts/test-security.mjs wrote, or null. @param {string} file */
function readSecurityCounts(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} dir @param {RegExp} pattern */
function filesIn(dir, pattern) {
  try {
    return readdirSync(path.join(repoRoot, dir))
      .filter((f) => pattern.test(f))
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

function printSummary() {
  const lines = ['', 'Summary'];
  for (const r of results) {
    const counts = r.passed || r.failed ? `${r.passed} passed, ${r.failed} failed` : '';
    lines.push(`  ${r.name.padEnd(34)} ${r.status.padEnd(8)} ${counts.padEnd(24)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note.split('\n')[0]})` : ''}`);
  }
  const notRun = stepIds.filter((id) => !wanted(id));
  if (notRun.length) lines.push(`  not run (by request): ${notRun.join(', ')}`);
  lines.push(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  lines.push(`${passed} passed, ${failed} failed`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return failed === 0 && results.every((r) => r.status === 'ok');
}

async function main() {
  if (
    !(await step('install and build', async () => {
      await ensureDepsAndBuild({ log });
      return { ok: true };
    }))
  )
    return;

  /** @type {Awaited<ReturnType<typeof ensureInfra>>} */
  let infra;
  if (
    !(await step('Chromium, PostgreSQL, NATS, Redis', async () => {
      infra = await ensureInfra({ log });
      log(`using ${infra.databaseUrl}, ${infra.natsUrl}, ${infra.redisUrl}, ${infra.chromiumPath}`);
      return { ok: true };
    }))
  )
    return;

  const env = {
    ...process.env,
    ...(ci ? { CI: 'true' } : {}),
    DATABASE_TEST_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    CHROMIUM_PATH: /** @type {string} */ (infra.chromiumPath),
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
  };

  if (
    wanted('typecheck') &&
    !(await step('type-check (tsc)', async () => {
      const result = await runStep(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], { env, timeoutMs: 5 * 60_000 });
      return { ok: result.code === 0, note: result.code === 0 ? undefined : exitNote(result) };
    }))
  )
    return;

  if (
    wanted('lint') &&
    !(await step('lint (eslint + prettier)', async () => {
      // What `npm run lint` runs, without needing npm on the PATH.
      const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
      const eslint = await runStep(bin('eslint'), ['.'], { env, timeoutMs: 5 * 60_000 });
      if (eslint.code !== 0) return { ok: false, note: `eslint: ${exitNote(eslint)}` };
      const prettier = await runStep(bin('prettier'), ['--check', '--cache', '.'], { env, timeoutMs: 5 * 60_000 });
      return { ok: prettier.code === 0, note: prettier.code === 0 ? undefined : `prettier: ${exitNote(prettier)} (npm run format fixes it)` };
    }))
  )
    return;

  if (
    wanted('jest') &&
    !(await step('jest (unit + contract)', async () => {
      const jsonFile = path.join(reportDir, 'jest.json');
      const result = await runStep(
        process.execPath,
        ['--experimental-vm-modules', path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js'), ...(ci ? ['--ci'] : []), '--json', `--outputFile=${jsonFile}`],
        { env, timeoutMs: 12 * 60_000 },
      );
      const counts = readJestCounts(jsonFile);
      const ok = result.code === 0 && !!counts && counts.failed === 0 && counts.passed > 0;
      return { ok, ...(counts ?? {}), note: ok ? undefined : counts?.passed === 0 && result.code === 0 ? 'no test ran' : exitNote(result) };
    }))
  )
    return;

  if (
    wanted('security') &&
    !(await step('security (short form, both modes)', async () => {
      const countsFile = path.join(reportDir, 'security.json');
      const result = await runStep(process.execPath, [path.join(repoRoot, 'scripts', 'test-security.mjs'), '--no-build', `--counts=${countsFile}`], {
        env: { ...env, SECURITY_FUZZ_RUNS: process.env.SECURITY_FUZZ_RUNS ?? String(NPM_TEST_FUZZ_RUNS), SECURITY_TIMEOUT_MIN: process.env.SECURITY_TIMEOUT_MIN ?? '10' },
        timeoutMs: 25 * 60_000,
      });
      const counts = readSecurityCounts(countsFile);
      const ok = result.code === 0 && !!counts && counts.failed === 0 && counts.passed > 0;
      return { ok, ...(counts ?? {}), note: ok ? undefined : exitNote(result) };
    }))
  )
    return;

  if (wanted('distributed') && !(await step('distributed integration', () => nodeTest('distributed', filesIn('e2e/distributed', /\.test\.mjs$/), env, 8 * 60_000)))) return;

  if (
    wanted('faults') &&
    !(await step('faults (short form)', async () => {
      // On PostgreSQL, NATS and Redis servers of its own (it kills and pauses them), not the ones above.
      // Both run modes, a few minutes each on an idle machine (about 8 each at a load of 50 on 2 cores).
      const resultsFile = path.join(repoRoot, 'faults', 'results', 'short.json');
      rmSync(resultsFile, { force: true });
      const result = await runStep(process.execPath, [path.join(repoRoot, 'faults', 'run.mjs'), '--short'], { env, timeoutMs: 20 * 60_000 });
      const counts = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')).counts : null;
      const ok = result.code === 0 && !!counts && counts.failed === 0 && counts.passed > 0;
      return { ok, ...(counts ?? {}), note: ok ? undefined : exitNote(result) };
    }))
  )
    return;

  if (wanted('e2e')) await step('e2e in Chromium', () => nodeTest('e2e', filesIn('e2e/tests', /\.spec\.mjs$/), env, 40 * 60_000));
}

try {
  await main();
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
process.exit(printSummary() ? 0 : 1);
