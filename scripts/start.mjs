#!/usr/bin/env node
// `npm start`: install and build when needed, then run embedded mode (one process and the embedded PostgreSQL server under DATA_DIR).
// Environment (PORT, HOST, DATA_DIR, LOG_LEVEL, ...) passes through to the embedded launcher.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { ensureDepsAndBuild } from './lib/deps.mjs';
import { createLog } from './lib/log.mjs';
import { repoRoot, serviceMain } from './lib/paths.mjs';

const log = createLog('start');

try {
  await ensureDepsAndBuild({ log });
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const main = serviceMain('embedded');
if (!existsSync(main)) {
  log(`${main} was not built; run \`npm run build\` and read its errors`);
  process.exit(1);
}

const child = spawn(process.execPath, [main], { cwd: repoRoot, env: process.env, stdio: 'inherit' });
// Node cannot exec(): forward the signals that should stop the server, and mirror its exit.
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => child.kill(signal));
}
child.once('error', (error) => {
  log(`could not start embedded mode: ${error.message}`);
  process.exit(1);
});
child.once('exit', (code, signal) => {
  // Mirror the child: a signal death becomes the shell's 128 + signal number.
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 15) : (code ?? 1));
});
