#!/usr/bin/env node
// `npm run start:distributed`: every service its own process against PostgreSQL, NATS JetStream and
// Redis (defaults: the standard loopback ports), plus a static server per front end.
// Environment: DATABASE_URL, NATS_URL, REDIS_URL, SERVICE_TOKEN_SECRET, SESSION_KEYS, PORT (gateway), TALLY_REPLICAS
// (processes per service behind the gateway, e.g. ledger=2,alerts=2: the extra ones are ledger-2, alerts-2; insights reads
// from every ledger replica too), ...
import { ensureDepsAndBuild } from './lib/deps.mjs';
import { databaseName, ensureDatabase, withDatabase } from './lib/database.mjs';
import { distributedDefaults, startDistributed } from './lib/distributed.mjs';
import { ensureNats, ensurePostgres, ensureRedis } from './lib/infra.mjs';
import { createLog } from './lib/log.mjs';
import { onShutdownSignal } from './lib/processes.mjs';

const log = createLog('distributed');

/** @type {Awaited<ReturnType<typeof startDistributed>> | undefined} */
let stack;
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping every process');
  await stack?.stop();
  process.exit(code);
}

onShutdownSignal(() => shutdown(0));

try {
  await ensureDepsAndBuild({ log });
  const env = { ...process.env };
  // Servers named by the environment are used as given; otherwise the local ones are checked and started.
  const givenDatabase = env.DATABASE_URL;
  const adminUrl = await ensurePostgres({ log, url: givenDatabase ? withDatabase(givenDatabase, 'postgres') : undefined });
  env.DATABASE_URL = givenDatabase ?? withDatabase(adminUrl, databaseName(distributedDefaults.DATABASE_URL));
  env.NATS_URL = await ensureNats({ log, url: env.NATS_URL });
  env.REDIS_URL = await ensureRedis({ log, url: env.REDIS_URL });
  const name = databaseName(env.DATABASE_URL);
  if (await ensureDatabase(adminUrl, name)) log(`created database ${name}`);

  const replicas = Object.fromEntries(
    (env.TALLY_REPLICAS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [service, count] = pair.split('=').map((part) => part.trim());
        if (!/^[1-9]\d*$/.test(count ?? '')) throw new Error(`TALLY_REPLICAS: "${pair}" is not service=count (e.g. ledger=2)`);
        return [service, Number(count)];
      }),
  );
  const gatewayPort = env.PORT ? Number(env.PORT) : undefined;
  delete env.PORT; // each process gets its own PORT
  stack = await startDistributed({
    env,
    ports: gatewayPort !== undefined ? { gateway: gatewayPort } : {},
    log,
    replicas,
    onUnexpectedExit: (processName) => {
      log(`${processName} stopped; stopping the rest`);
      void shutdown(1);
    },
  });
  process.stdout.write(`Tally (distributed) is ready on http://localhost:${stack.ports.gateway}\n`);
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  await stack?.stop();
  process.exit(1);
}
