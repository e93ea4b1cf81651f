#!/usr/bin/env node
// `npm run bench`: install and build when needed, then run bench/run.mjs (see there for what it measures).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDepsAndBuild } from './lib/deps.mjs';
import { createLog } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';

const log = createLog('bench');
try {
  await ensureDepsAndBuild({ log });
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The bench runs in its own process so it measures with a clean heap, not this script's.
const child = spawn(process.execPath, [path.join(repoRoot, 'bench', 'run.mjs')], { cwd: repoRoot, stdio: 'inherit' });
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.once('exit', (code) => process.exit(code ?? 1));
