// Issue 14: the scanner's local ticket reader (image clean-up + tesseract.js OCR + the shared parser)
// on the dev ticket photos (../shared/tickets beside the repository, or BENCH_SCAN_DIR): seconds per
// image one at a time (median, p95), four scans at once without error, and the peak RSS of the process
// meanwhile. The reader runs in a child process (lib/scan-timing.ts with tsx) so its threads and memory
// are its own. Knobs: BENCH_SCAN_DIR, BENCH_SCAN_ROUNDS (rounds of four concurrent scans, default 3).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';

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
  return JSON.parse(stdout.trim().split('\n').at(-1));
}
