// Distributed mode for the bench: which real servers answer (the bench never installs or starts
// them), and the six services as separate processes on a database, stream, subject prefix and
// Redis key prefix of the run's own, all removed again when it stops.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropDatabase, ensureDatabase, withDatabase } from '../../scripts/lib/database.mjs';
import { startDistributed } from '../../scripts/lib/distributed.mjs';
import { freePorts, portAnswers } from '../../scripts/lib/net.mjs';
import { defaultPorts } from '../../scripts/lib/ports.mjs';
import { deleteRedisKeys, deleteStream } from '../../scripts/lib/distributed-leftovers.mjs';

/**
 * @typedef {{ databaseUrl: string, natsUrl: string, redisUrl: string }} Servers
 */

/**
 * PostgreSQL, NATS and Redis when all three answer, else null.
 * @returns {Promise<Servers | null>}
 */
export async function distributedServers() {
  const databaseUrl = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const probes = [
    [databaseUrl, 5432],
    [natsUrl, 4222],
    [redisUrl, 6379],
  ];
  for (const [url, fallback] of probes) {
    let host = '127.0.0.1';
    let port = fallback;
    try {
      const u = new URL(url);
      host = u.hostname || host;
      port = Number(u.port || fallback);
    } catch {
      continue;
    }
    if (!(await portAnswers(port, host))) return null;
  }
  return { databaseUrl, natsUrl, redisUrl };
}

/**
 * Start the six services (no front ends) behind the gateway on free ports.
 * @param {Servers} servers
 * @param {{ env?: Record<string, string>, replicas?: Partial<Record<string, number>> }} [options] env: more variables for every
 *   process (e.g. SESSION_ALERT_MINUTE_MS); replicas: processes per service behind the gateway (default one each)
 */
export async function startBenchStack(servers, { env = {}, replicas } = {}) {
  const id = randomBytes(4).toString('hex');
  const database = `tally_bench_${id}`;
  const prefix = `bench${id}`;
  const stream = `BENCH_${id.toUpperCase()}`;
  await ensureDatabase(servers.databaseUrl, database);
  const mailboxDir = mkdtempSync(path.join(os.tmpdir(), 'tally-bench-mailbox-'));
  const databaseUrl = withDatabase(servers.databaseUrl, database);
  /** @type {Awaited<ReturnType<typeof startDistributed>> | undefined} */
  let stack;
  const stop = async () => {
    await stack?.stop();
    rmSync(mailboxDir, { recursive: true, force: true });
    await dropDatabase(servers.databaseUrl, database).catch(() => {});
    await deleteStream(servers.natsUrl, stream).catch(() => {});
    await deleteRedisKeys(servers.redisUrl, prefix).catch(() => {});
  };
  try {
    const ports = await freePorts(Object.keys(defaultPorts));
    const base = `http://127.0.0.1:${ports.gateway}`;
    stack = await startDistributed({
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NATS_URL: servers.natsUrl,
        REDIS_URL: servers.redisUrl,
        NATS_STREAM: stream,
        NATS_SUBJECT_PREFIX: prefix,
        MAILBOX_DIR: mailboxDir,
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        ...env,
      },
      ports,
      write: null,
      frontends: false,
      replicas,
    });
    const pids = Object.values(stack.processes).map((managed) => /** @type {number} */ (managed.child.pid));
    return { base, databaseUrl, mailboxDir, stream, pids, stack, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
