#!/usr/bin/env node
// `npm run test:faults`: install and build when needed, then run the fault suite (faults/run.mjs) on
// PostgreSQL, NATS and Redis servers of its own. `-- --short` runs the subset `npm test` runs;
// `-- --mode=distributed` or `--mode=embedded` one run mode. See faults/README.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDepsAndBuild } from './lib/deps.mjs';
import { createLog } from './lib/log.mjs';
import { repoRoot } from './lib/paths.mjs';

const log = createLog('faults');
try {
  await ensureDepsAndBuild({ log });
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const child = spawn(process.execPath, [path.join(repoRoot, 'faults', 'run.mjs'), ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.once('exit', (code) => process.exit(code ?? 1));
