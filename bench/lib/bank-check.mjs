// Issue 31's budgets (the bank check), measured alone with BENCH_ONLY=bank-check:
//   1. detection on labelled synthetic statements (3 x 6,000 lines, held-out seeds, look-alikes included): precision
//      >= 0.97 and recall >= 0.95 for 'sure' lines (lib/bank-detection.ts, tsx);
//   2. a 10,000-line CSV picked on /reports/bank-check in Chromium, read and classified in the Web Worker and the months
//      drawn: <= 500 ms (the page's own measure, from the file input's change to the months drawn; median of 5 after a
//      first, cold pick that also fetches the worker's scripts);
//   3. the page's JavaScript beyond the shell (signed-in /reports/bank-check minus signed-in /profile), plus the worker's
//      scripts fetched when a file is picked, gzipped: <= 60 kB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort } from '../../scripts/lib/net.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { homeBeyondShell, measureFirstLoadJs } from './first-load.mjs';
import { kb, verdict } from './report.mjs';
import { registerAndLogin } from './seed.mjs';

export const bankCheckBudgets = Object.freeze({ minPrecision: 0.97, minRecall: 0.95, maxReadMs: 500, maxBeyondShellGzipBytes: 60 * 1000 });

/** Runs lib/bank-detection.ts with tsx; it also writes the 10,000-line CSV to `csvPath`. */
async function detection(csvPath) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'lib', 'bank-detection.ts'), csvPath], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`bank-detection.ts exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
  return JSON.parse(stdout.trim().split('\n').pop());
}

/** Picks the CSV on the page `runs` times and reads each pick's time from the page; also answers the worker's script files. */
async function readTimes({ origin, user, csvPath, runs, firstLoadUrls }) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const login = await page.request.post(`${origin}/api/login`, { data: { username: user.email, password: user.password }, headers: { origin } });
    if (login.status() !== 200) throw new Error(`browser sign-in answered ${login.status()}`);
    /** @type {Map<string, Promise<Buffer | null>>} */
    const scripts = new Map();
    const record = (response) => {
      const url = response.url();
      if (/\.m?js(\?|$)/.test(new URL(url).pathname) && response.status() === 200 && !scripts.has(url))
        scripts.set(
          url,
          response.body().catch(() => null),
        );
    };
    page.on('response', record);
    context.on('response', record);
    /** @type {Set<string>} */
    const workerUrls = new Set();
    page.on('worker', (worker) => workerUrls.add(worker.url().replace(origin, '')));
    await page.goto(`${origin}/reports/bank-check`);
    await page.getByRole('heading', { name: 'Bank check', level: 1 }).waitFor({ timeout: 60000 });
    const times = [];
    for (let i = 0; i < runs; i++) {
      await page.getByLabel('Bank statement', { exact: true }).setInputFiles(csvPath);
      const status = page.locator('[data-read-ms]');
      await status.waitFor({ timeout: 60000 });
      times.push(Number(await status.getAttribute('data-read-ms')));
      // The next pick starts from an empty page state: reload so the months and lines are drawn afresh.
      await page.reload();
      await page.getByRole('heading', { name: 'Bank check', level: 1 }).waitFor();
    }
    const workerFiles = [];
    const counted = new Set(firstLoadUrls);
    const add = (url, bytes) => {
      counted.add(url);
      workerFiles.push({ url, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 6 }).length });
    };
    const bodies = [];
    for (const [url, body] of scripts) {
      const bytes = await body;
      const local = url.replace(origin, '');
      if (!bytes) continue;
      bodies.push({ local, bytes });
      if (!counted.has(local)) add(local, bytes);
    }
    // Scripts a worker loads with importScripts do not reach Playwright's response events: take the chunk names from the
    // worker's own chunk loader (its content hashes) and fetch each as the browser would.
    const remoteDist = path.join(repoRoot, 'mfe-reports', 'dist');
    for (const { local, bytes } of bodies) {
      if (!workerUrls.has(local)) continue;
      const text = bytes.toString('utf8');
      const loader = /\.u=[a-z]=>([^;]*?)\.js"/.exec(text)?.[1] ?? '';
      const hashes = [...loader.matchAll(/[0-9a-f]{8}/g)].map((m) => m[0]);
      const base = local.slice(0, local.lastIndexOf('/') + 1);
      for (const file of readdirSync(remoteDist).filter((f) => hashes.some((h) => f.endsWith(`.${h}.js`)))) {
        const url = `${base}${file}`;
        if (counted.has(url)) continue;
        const response = await page.request.get(`${origin}${url}`);
        if (response.ok()) add(url, await response.body());
      }
    }
    return { times, workerFiles };
  } finally {
    await browser.close();
  }
}

/**
 * @param {{ note: (line: string) => void }} options
 */
export async function benchBankCheck({ note }) {
  // The data folder itself (as support's part): PostgreSQL, run as the postgres user under root, must reach it.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-bank-'));
  const csvDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-bank-csv-'));
  const csvPath = path.join(csvDir, 'statement-10000.csv');
  /** @type {Awaited<ReturnType<typeof startEmbedded>> | undefined} */
  let server;
  try {
    note('bank check: detection on 3 labelled synthetic statements of 6,000 lines (tsx)');
    const detected = await detection(csvPath);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    note('bank check: starting embedded mode on a fresh data folder');
    server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
    const user = await registerAndLogin(base, base, path.join(dataDir, 'mailbox'));
    await user.api.patch('/api/user/settings', { hasCompletedOnboarding: true });
    const heading = (name) => (page) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 60000 });
    note('bank check: first-load JavaScript of /reports/bank-check and of /profile');
    const pageLoad = await measureFirstLoadJs({ origin: base, path: '/reports/bank-check', credentials: user, ready: heading('Bank check') });
    const shell = await measureFirstLoadJs({ origin: base, path: '/profile', credentials: user, ready: heading('Profile') });
    const beyondShell = homeBeyondShell(pageLoad, shell);
    note('bank check: a 10,000-line CSV picked 6 times (the first cold)');
    const { times, workerFiles } = await readTimes({ origin: base, user, csvPath, runs: 6, firstLoadUrls: new Set([...beyondShell.files, ...shell.files].map((f) => f.url)) });
    const warm = times.slice(1).sort((a, b) => a - b);
    const workerGzipBytes = workerFiles.reduce((n, f) => n + f.gzipBytes, 0);
    return {
      detection: detected,
      read: { coldMs: times[0], medianMs: warm[Math.floor(warm.length / 2)], runsMs: times, lines: detected.csvLines },
      beyondShell,
      workerFiles,
      totalGzipBytes: beyondShell.gzipBytes + workerGzipBytes,
      shellGzipBytes: shell.gzipBytes,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(csvDir, { recursive: true, force: true });
  }
}

/**
 * The printed lines of the bank check part, each budget's verdict pushed onto `checks`.
 * @param {Awaited<ReturnType<typeof benchBankCheck>>} bank
 * @param {boolean[]} checks
 */
export function bankCheckLines(bank, checks) {
  const { detection: d, read, beyondShell, workerFiles } = bank;
  const detectionOk = d.precision >= bankCheckBudgets.minPrecision && d.recall >= bankCheckBudgets.minRecall;
  const readOk = read.medianMs <= bankCheckBudgets.maxReadMs;
  const sizeOk = bank.totalGzipBytes <= bankCheckBudgets.maxBeyondShellGzipBytes;
  checks.push(detectionOk, readOk, sizeOk);
  return [
    `  issue 31, detection of 'sure' gambling lines on ${d.lines.toLocaleString('en-AU')} labelled synthetic lines (held-out seeds, look-alikes, unlisted operators): precision ${d.precision.toFixed(4)}, recall ${d.recall.toFixed(4)} (any detection ${d.foundAtAll.toFixed(4)}; ${d.falsePossible} non-gambling lines asked about as 'possibly')  budget >= 0.97 / >= 0.95: ${verdict(detectionOk)}`,
    `  issue 31, a ${read.lines.toLocaleString('en-AU')}-line CSV read and classified in the browser's worker and drawn: median ${read.medianMs} ms (cold first pick ${read.coldMs} ms; runs ${read.runsMs.join(', ')})  budget <= 500 ms: ${verdict(readOk)}`,
    `  issue 31, /reports/bank-check's JS beyond the shell (${kb(bank.shellGzipBytes)}): ${kb(beyondShell.gzipBytes)} on first load + ${kb(bank.totalGzipBytes - beyondShell.gzipBytes)} the worker and the picked file fetch = ${kb(bank.totalGzipBytes)} gzip  budget <= 60 kB: ${verdict(sizeOk)}`,
    ...[...beyondShell.files, ...workerFiles].map((f) => `      ${kb(f.gzipBytes).padStart(9)}  ${f.url}`),
  ];
}
