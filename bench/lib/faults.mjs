// BENCH_ONLY=faults: issue 28's fault suite in its full form (faults/run.mjs, every fault in both
// run modes, several minutes), in a process of its own; its results table goes to the output and
// its JSON into the bench's results.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/** @param {{ note: (message: string) => void }} options */
export async function benchFaults({ note }) {
  note('fault suite, full form (faults/run.mjs)');
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'faults', 'run.mjs')], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  const results = JSON.parse(readFileSync(path.join(repoRoot, 'faults', 'results', 'full.json'), 'utf8'));
  return { ...results, passed: code === 0 };
}
