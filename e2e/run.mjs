#!/usr/bin/env node
// `npm run test:e2e`: the distributed integration test and the Chromium e2e test, on what is built now.
// (`npm test` runs these too, after installing, building and starting the servers they need.)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const files = [
  ...readdirSync(path.join(here, 'distributed'))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join(here, 'distributed', f)),
  ...readdirSync(path.join(here, 'tests'))
    .filter((f) => f.endsWith('.spec.mjs'))
    .map((f) => path.join(here, 'tests', f)),
];
const only = process.argv.slice(2);
const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...selected], { stdio: 'inherit' });
process.exit(result.status ?? 1);
