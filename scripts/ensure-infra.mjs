#!/usr/bin/env node
// Make sure Chromium, PostgreSQL, NATS (JetStream) and Redis are there for the tests; print the URLs to use.
// Usage: node scripts/ensure-infra.mjs [--no-chromium]
import { ensureInstalled } from './lib/deps.mjs';
import { ensureInfra, InfraError } from './lib/infra.mjs';
import { createLog } from './lib/log.mjs';

const log = createLog('infra');
try {
  // The checks use the pg and NATS clients, so dependencies come first.
  await ensureInstalled({ log });
  const infra = await ensureInfra({ log, chromium: !process.argv.includes('--no-chromium') });
  if (infra.chromiumPath) process.stdout.write(`CHROMIUM_PATH=${infra.chromiumPath}\n`);
  process.stdout.write(`DATABASE_TEST_URL=${infra.databaseUrl}\nNATS_URL=${infra.natsUrl}\nREDIS_URL=${infra.redisUrl}\n`);
} catch (error) {
  log(error instanceof InfraError ? error.message : `unexpected failure: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
}
