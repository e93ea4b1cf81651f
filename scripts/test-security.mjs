#!/usr/bin/env node
// `npm run test:security`: the black-box security suite (security/*.test.mjs) against a started
// product, once in embedded mode (as `npm start` runs it, on a fresh data folder and a free port) and
// once in distributed mode (the six services on the shared PostgreSQL/NATS/Redis under names of their
// own). Claims listed in security/expected-failures.mjs must fail (they are printed as expected
// failures); any other failure, or a listed claim that holds, fails the run.
//   --mode=embedded|distributed   one mode only (default both)
//   --files=fragment,fragment     only the test files whose name contains a fragment
//   --fuzz-modes=embedded         run fuzz.test.mjs in these modes only (default both, as npm test's short form)
//   --counts=FILE                 write { passed, failed } there (npm test reads it)
//   --no-build                    skip the install-and-build check (npm test has just done it)
// Environment: SECURITY_FUZZ_RUNS (requests per operation, default 200), SECURITY_FUZZ_SEED, SECURITY_TIMEOUT_MIN (per mode, 20).
// fuzz-catches-refused-writes.test.mjs checks the fuzzer itself on a tiny server of its own, in the first mode only.
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isolatedNames, startIsolatedStack } from '../e2e/support/isolated-stack.mjs';
import { realServers } from '../e2e/support/servers.mjs';
import { expectedFailures } from '../security/expected-failures.mjs';
import { ensureDepsAndBuild } from './lib/deps.mjs';
import { startEmbedded } from './lib/embedded.mjs';
import { createLog } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';
import { readTapCounts, runStep, signalRunningSteps } from './lib/test-steps.mjs';

const log = createLog('security');
const argument = (name) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const modes = (argument('mode') ?? 'embedded,distributed').split(',').filter(Boolean);
const fileFragments = (argument('files') ?? '').split(',').filter(Boolean);
const countsFile = argument('counts');
const fuzzModes = (argument('fuzz-modes') ?? 'embedded,distributed').split(',').filter(Boolean);
for (const mode of [...modes, ...fuzzModes]) {
  if (mode !== 'embedded' && mode !== 'distributed') {
    process.stderr.write(`unknown mode "${mode}"; modes are embedded, distributed\n`);
    process.exit(2);
  }
}

// Files that use up limits run last: the fuzzer (hundreds of sign-ins and registrations), then the
// throttling claims, which leave the suite's address throttled once the limits hold.
const runsLast = ['fuzz.test.mjs', 'throttling.test.mjs'];
// Files that check the suite's own tools on servers of their own, not the product: the first mode runs them.
const suiteChecks = ['fuzz-catches-refused-writes.test.mjs'];
const securityDir = path.join(repoRoot, 'security');
const files = readdirSync(securityDir)
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !fileFragments.length || fileFragments.some((fragment) => f.includes(fragment)))
  .sort((a, b) => runsLast.indexOf(a) - runsLast.indexOf(b) || a.localeCompare(b))
  .map((f) => path.join('security', f));

const artifacts = path.join(repoRoot, 'e2e', 'artifacts');
mkdirSync(artifacts, { recursive: true });
const workDir = mkdtempSync(path.join(os.tmpdir(), 'tally-security-'));
const reportFile = path.join(workDir, 'claims.jsonl');

for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    signalRunningSteps(signal);
    setTimeout(() => process.exit(130), 5000).unref();
  });
}

/**
 * Start the product in one mode.
 * @param {'embedded' | 'distributed'} mode
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void> } | { skipped: string }>}
 */
async function startProduct(mode) {
  const logFile = path.join(artifacts, `security-${mode}.log`);
  if (mode === 'embedded') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-security-data-'));
    const out = createWriteStream(logFile);
    // What `npm start` runs (services/embedded/dist/main.js on DATA_DIR), with every answer checked
    // against its operation's schema and info-level logs (the privacy claims read them).
    const server = await startEmbedded({ dataDir, env: { TALLY_CHECK_ANSWERS: '1', LOG_LEVEL: 'info' }, write: (text) => out.write(text), timeoutMs: 180000 });
    return {
      env: { SECURITY_BASE_URL: server.url, SECURITY_MAILBOX_DIR: path.join(dataDir, 'mailbox'), SECURITY_LOG_FILE: logFile },
      async stop() {
        await server.stop();
        out.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const servers = await realServers();
  if (!servers.ok) return { skipped: servers.reason };
  // Push needs VAPID keys in distributed mode (embedded mode makes its own under DATA_DIR).
  const webPush = (await import('web-push')).default;
  const vapid = webPush.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
  process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
  process.env.VAPID_SUBJECT ??= 'mailto:security-suite@example.com';
  process.env.LOG_LEVEL = 'info';
  const stack = await startIsolatedStack(servers, isolatedNames('sec'), path.basename(logFile), { frontends: false, timeoutMs: 300000 });
  const serviceUrls = Object.fromEntries(['gateway', 'identity', 'ledger', 'scanner', 'insights', 'alerts'].map((name) => [name, stack.urls[name]]));
  return {
    env: { SECURITY_BASE_URL: stack.urls.gateway, SECURITY_MAILBOX_DIR: stack.mailboxDir, SECURITY_LOG_FILE: logFile, SECURITY_SERVICE_URLS: JSON.stringify(serviceUrls) },
    stop: () => stack.stop(),
  };
}

/** @type {{ mode: string, passed: number, failed: number, note?: string }[]} */
const results = [];

async function main() {
  if (!process.argv.includes('--no-build')) await ensureDepsAndBuild({ log });
  for (const mode of /** @type {('embedded' | 'distributed')[]} */ (modes)) {
    const started = Date.now();
    log(`── ${mode}: starting the product`);
    let product;
    try {
      product = await startProduct(mode);
    } catch (error) {
      results.push({ mode, passed: 0, failed: 1, note: `could not start: ${error instanceof Error ? error.message : error}` });
      continue;
    }
    if ('skipped' in product) {
      log(`${mode} skipped: ${product.skipped}`);
      results.push({ mode, passed: 0, failed: 0, note: `skipped: ${product.skipped}` });
      continue;
    }
    const modeFiles = files
      .filter((f) => fuzzModes.includes(mode) || path.basename(f) !== 'fuzz.test.mjs')
      .filter((f) => mode === modes[0] || !suiteChecks.includes(path.basename(f)));
    log(`${mode}: ready on ${product.env.SECURITY_BASE_URL} after ${((Date.now() - started) / 1000).toFixed(1)} s; running ${modeFiles.length} files`);
    // node --test orders the files it is given by name, so the files that run last get runs of their own.
    const groups = [modeFiles.filter((f) => !runsLast.includes(path.basename(f))), ...runsLast.map((last) => modeFiles.filter((f) => path.basename(f) === last))].filter(
      (g) => g.length,
    );
    try {
      let passed = 0;
      let failed = 0;
      let timedOut = false;
      for (const [index, group] of groups.entries()) {
        const tap = path.join(workDir, `${mode}-${index}.tap`);
        const run = await runStep(
          process.execPath,
          ['--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...group],
          { env: { ...process.env, ...product.env, SECURITY_MODE: mode, SECURITY_REPORT_FILE: reportFile }, timeoutMs: Number(process.env.SECURITY_TIMEOUT_MIN ?? 20) * 60_000 },
        );
        const counts = readTapCounts(tap) ?? { passed: 0, failed: 1 };
        passed += counts.passed;
        failed += run.code === 0 ? counts.failed : Math.max(1, counts.failed);
        timedOut ||= run.timedOut;
      }
      results.push({ mode, passed, failed, note: timedOut ? 'timed out' : undefined });
    } finally {
      await product.stop();
      log(`${mode}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
}

/** Claims recorded by security/support/claims.mjs. */
function readClaims() {
  if (!existsSync(reportFile)) return [];
  return readFileSync(reportFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function printSummary() {
  const claims = readClaims();
  const lines = ['', 'Security suite'];
  for (const r of results) lines.push(`  ${r.mode.padEnd(12)} ${r.passed} passed, ${r.failed} failed${r.note ? `  (${r.note.split('\n')[0]})` : ''}`);
  const expected = claims.filter((c) => c.outcome === 'expected failure');
  if (expected.length) {
    lines.push('', `Expected failures (${expected.length}), listed in security/expected-failures.mjs until their item lands:`);
    for (const c of expected) lines.push(`  EXPECTED FAILURE [${c.mode}] ${c.claim}\n      until "${c.until}": ${c.reason}`);
  }
  const unexpectedPasses = claims.filter((c) => c.outcome === 'unexpected pass');
  if (unexpectedPasses.length) {
    lines.push('', 'Listed as expected to fail, but they hold now (take them off security/expected-failures.mjs):');
    for (const c of unexpectedPasses) lines.push(`  UNEXPECTED PASS [${c.mode}] ${c.claim}`);
  }
  const failures = claims.filter((c) => c.outcome === 'failed');
  if (failures.length) {
    lines.push('', 'Claims that do not hold:');
    for (const c of failures) lines.push(`  FAILED [${c.mode}] ${c.claim}: ${c.reason}`);
  }
  // An entry that no claim of a whole run matched is a renamed or removed claim: the list must name real claims.
  const ranEverything = !fileFragments.length && results.every((r) => !r.note);
  let stale = 0;
  if (ranEverything) {
    const seen = new Set(claims.map((c) => `${c.mode}\n${c.claim}`));
    for (const entry of expectedFailures) {
      for (const mode of (entry.modes ?? ['embedded', 'distributed']).filter((m) => modes.includes(m) && results.some((r) => r.mode === m))) {
        if (!seen.has(`${mode}\n${entry.claim}`)) {
          stale += 1;
          lines.push(`  STALE ENTRY [${mode}] no claim is named "${entry.claim}" (security/expected-failures.mjs)`);
        }
      }
    }
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0) + stale;
  lines.push(`${passed} passed, ${failed} failed`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (countsFile) writeFileSync(countsFile, JSON.stringify({ passed, failed }));
  return failed === 0 && results.length === modes.length && results.some((r) => r.passed > 0);
}

let ok = false;
try {
  await main();
} catch (error) {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  results.push({ mode: 'set-up', passed: 0, failed: 1, note: error instanceof Error ? error.message : String(error) });
} finally {
  ok = printSummary();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
