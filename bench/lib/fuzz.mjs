// BENCH_ONLY=fuzz: the security suite's fuzzer (security/fuzz.test.mjs) at bench strength, 2,000
// generated requests per operation (BENCH_FUZZ_RUNS) in both run modes, through
// scripts/test-security.mjs so the products start as the suite starts them. Figures per operation:
// requests, seconds, statuses, and the count of 5xx, undocumented answers and writes from refused requests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/**
 * @param {{ note: (message: string) => void }} options
 */
export async function benchFuzz({ note }) {
  const runs = Number(process.env.BENCH_FUZZ_RUNS ?? 2000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-fuzz-'));
  const resultsFile = path.join(dir, 'fuzz.jsonl');
  note(`fuzz: ${runs} generated requests per operation, embedded and distributed`);
  const started = Date.now();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'test-security.mjs'), '--files=fuzz'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, SECURITY_FUZZ_RUNS: String(runs), SECURITY_FUZZ_RESULTS: resultsFile },
    });
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  let operations = [];
  try {
    operations = readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const total = (key) => operations.reduce((sum, op) => sum + op[key], 0);
  /** Answers by status over every operation, per mode. @type {Record<string, Record<string, number>>} */
  const statuses = {};
  for (const op of operations) {
    const mode = (statuses[op.mode] ??= {});
    for (const [status, count] of Object.entries(op.statuses)) mode[status] = (mode[status] ?? 0) + count;
  }
  return {
    runsPerOperation: runs,
    suitePassed: code === 0,
    seconds: (Date.now() - started) / 1000,
    requests: total('sent'),
    serverErrors: total('serverErrors'),
    misfits: total('misfits'),
    refusedWrites: total('refusedWrites'),
    statuses,
    operations,
  };
}

/**
 * The report's lines for the fuzz part.
 * @param {Awaited<ReturnType<typeof benchFuzz>>} fuzz
 * @param {boolean[]} checks
 */
export function fuzzLines(fuzz, checks) {
  const fewest = Math.min(...fuzz.operations.map((op) => op.sent));
  const pass = fuzz.serverErrors === 0 && fuzz.misfits === 0 && fuzz.refusedWrites === 0 && fewest >= fuzz.runsPerOperation;
  checks.push(pass);
  const modes = [...new Set(fuzz.operations.map((op) => op.mode))].join(' and ');
  return [
    `  issue 27 (fuzzing every operation, ${modes}): ${fuzz.requests} requests over ${fuzz.operations.length} operation runs (at least ${fewest} each) in ${fuzz.seconds.toFixed(0)} s`,
    `    5xx: ${fuzz.serverErrors}, answers not as documented: ${fuzz.misfits}, writes from refused requests: ${fuzz.refusedWrites}  ${pass ? 'PASS' : 'FAIL'}`,
    ...Object.entries(fuzz.statuses ?? {}).map(([mode, counts]) => {
      const seconds = fuzz.operations.filter((op) => op.mode === mode).reduce((sum, op) => sum + op.seconds, 0);
      return `    ${mode}: ${seconds.toFixed(0)} s sending and checking; statuses ${JSON.stringify(counts)}`;
    }),
    ...fuzz.operations
      .filter((op) => op.serverErrors || op.misfits || op.refusedWrites)
      .map((op) => `    ${op.mode} ${op.operationId}: ${op.serverErrors} × 5xx, ${op.misfits} undocumented, ${op.refusedWrites} refused-but-written`),
  ];
}
