// Issue 14: the scanner's local ticket reader (image clean-up + tesseract.js OCR + the shared parser)
// on the dev ticket photos (../shared/tickets beside the repository, or BENCH_SCAN_DIR): seconds per
// image one at a time (median, p95), four scans at once without error, and the peak RSS of the process
// meanwhile. The reader runs in a child process (lib/scan-timing.ts with tsx) so its threads and memory
// are its own. Knobs: BENCH_SCAN_DIR, BENCH_SCAN_ROUNDS (rounds of four concurrent scans, default 3).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { freePort } from '../../scripts/lib/net.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { residentBytes } from './process-info.mjs';
import { registerAndLogin } from './seed.mjs';

/** @param {{ note: (message: string) => void }} options */
export async function benchScan({ note }) {
  const folder = path.resolve(process.env.BENCH_SCAN_DIR ?? path.join(repoRoot, '..', 'shared', 'tickets'));
  if (!existsSync(folder)) throw new Error(`no ticket photos at ${folder} (set BENCH_SCAN_DIR)`);
  note(`scan: the local ticket reader on ${path.relative(repoRoot, folder)}, one at a time, then four at once`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'lib', 'scan-timing.ts'), folder], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`scan-timing.ts exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
  const reader = JSON.parse(stdout.trim().split('\n').at(-1));
  return { ...reader, endpoint: await scansThroughTheGateway({ folder, note }) };
}

/**
 * Four people's worth of scans at once through the product itself: embedded mode (built), one
 * signed-in person, POST /api/interpret-ticket-image with four different photos at the same time,
 * BENCH_SCAN_ROUNDS rounds. Counts answers of 500 and above (a full OCR queue would answer 503) and
 * reads the app process's peak RSS (the scanner runs inside it; PostgreSQL is its own process).
 * @param {{ folder: string, note: (message: string) => void }} options
 */
async function scansThroughTheGateway({ folder, note }) {
  const rounds = Number(process.env.BENCH_SCAN_ROUNDS ?? 3);
  const photos = readdirSync(folder)
    .filter((f) => /\.jpe?g$/i.test(f))
    .sort()
    .slice(0, 4 * rounds)
    .map((f) => `data:image/jpeg;base64,${readFileSync(path.join(folder, f)).toString('base64')}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-scan-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  note('scan: four scans at once through the gateway (embedded mode)');
  const server = await startEmbedded({ dataDir, port, env: { PUBLIC_URL: base } });
  let peakRssBytes = residentBytes(server.pid) ?? 0;
  const watch = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, residentBytes(server.pid) ?? 0)), 50);
  try {
    const { cookie } = await registerAndLogin(base, base, path.join(dataDir, 'mailbox'));
    const scan = async (imageBase64) => {
      const res = await fetch(`${base}/api/interpret-ticket-image`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({ imageBase64 }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const idleRssBytes = residentBytes(server.pid) ?? 0;
    /** @type {number[]} */
    const statuses = [];
    /** @type {number[]} */
    const roundSeconds = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      statuses.push(...(await Promise.all(photos.slice(round * 4, round * 4 + 4).map(scan))));
      roundSeconds.push((performance.now() - started) / 1000);
    }
    roundSeconds.sort((a, b) => a - b);
    return {
      rounds,
      statuses,
      serverErrors: statuses.filter((status) => status >= 500).length,
      medianRoundSeconds: roundSeconds[Math.floor(roundSeconds.length / 2)],
      idleRssBytes,
      peakRssBytes,
    };
  } finally {
    clearInterval(watch);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
