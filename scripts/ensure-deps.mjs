#!/usr/bin/env node
// Install dependencies when needed, then build every package. Dependency-free: runs before npm install.
// Usage: node scripts/ensure-deps.mjs [--no-build]
import { ensureDepsAndBuild } from './lib/deps.mjs';
import { createLog } from './lib/log.mjs';

const log = createLog('deps');
try {
  await ensureDepsAndBuild({ log, build: !process.argv.includes('--no-build') });
  log('dependencies ready');
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
