// The six services as separate processes on the real PostgreSQL, NATS and Redis, isolated for one
// test file: a database, a JetStream stream and a subject (and Redis key) prefix of its own, a
// mailbox folder, a log in e2e/artifacts; all removed again by stop().
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, ensureDatabase, withDatabase } from '../../scripts/lib/database.mjs';
import { startDistributed } from '../../scripts/lib/distributed.mjs';
import { deleteRedisKeys, deleteStream } from '../../scripts/lib/distributed-leftovers.mjs';
import { freePorts } from '../../scripts/lib/net.mjs';
import { defaultPorts } from '../../scripts/lib/ports.mjs';

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/**
 * Names for one test file's stack, made up front so the file can use them before it starts.
 * @param {string} label short lowercase letters, e.g. 'it' or 'clr'
 */
export function isolatedNames(label) {
  const id = randomBytes(4).toString('hex');
  return { id, databaseName: `tally_${label}_${id}`, subjectPrefix: `${label}${id}`, streamName: `${label.toUpperCase()}_${id.toUpperCase()}` };
}

/**
 * Starts the stack under those names.
 * @param {{ databaseUrl: string, natsUrl: string, redisUrl: string }} servers from realServers()
 * @param {ReturnType<typeof isolatedNames>} names
 * @param {string} logName file name in e2e/artifacts for the processes' output
 * @param {{ frontends?: boolean, timeoutMs?: number, replicas?: Partial<Record<string, number>>, logLevel?: string, onOutput?: (text: string) => void }} [options]
 *   frontends: false for API-only tests (no front end to build); timeoutMs: how long the services may take to answer (a loaded
 *   machine needs longer); replicas: processes per service (startDistributed's); logLevel: the processes' LOG_LEVEL (debug logs
 *   each request); onOutput: sees the processes' prefixed output too (`name | line`)
 */
export async function startIsolatedStack(servers, names, logName, { frontends = true, timeoutMs = 90000, replicas, logLevel, onOutput } = {}) {
  mkdirSync(artifacts, { recursive: true });
  const logFile = createWriteStream(path.join(artifacts, logName));
  // identity writes verification emails here (no SMTP in tests).
  const mailboxDir = mkdtempSync(path.join(os.tmpdir(), `tally-${names.subjectPrefix}-mailbox-`));
  await ensureDatabase(servers.databaseUrl, names.databaseName);
  const ports = await freePorts(Object.keys(defaultPorts));
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  /** @type {Awaited<ReturnType<typeof startDistributed>> | undefined} */
  let stack;
  const stop = async () => {
    await stack?.stop();
    logFile.end();
    rmSync(mailboxDir, { recursive: true, force: true });
    await dropDatabase(servers.databaseUrl, names.databaseName).catch((error) => console.error(`drop ${names.databaseName}: ${error.message}`));
    await deleteStream(servers.natsUrl, names.streamName).catch((error) => console.error(`delete stream ${names.streamName}: ${error.message}`));
    await deleteRedisKeys(servers.redisUrl, names.subjectPrefix).catch((error) => console.error(`redis cleanup: ${error.message}`));
  };
  try {
    stack = await startDistributed({
      env: {
        ...process.env,
        DATABASE_URL: withDatabase(servers.databaseUrl, names.databaseName),
        NATS_URL: servers.natsUrl,
        REDIS_URL: servers.redisUrl,
        NATS_STREAM: names.streamName,
        NATS_SUBJECT_PREFIX: names.subjectPrefix,
        MAILBOX_DIR: mailboxDir,
        HOST: '127.0.0.1',
        PUBLIC_URL: gatewayUrl,
        FRONTEND_PUBLIC_HOST: '127.0.0.1',
        LOG_LEVEL: logLevel ?? process.env.LOG_LEVEL ?? 'info',
        // Every answer is checked against its operation's schema (a misfit is a 500 the test sees).
        TALLY_CHECK_ANSWERS: '1',
      },
      ports,
      frontends,
      write: (text) => {
        logFile.write(text);
        onOutput?.(text);
      },
      timeoutMs,
      replicas,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...stack, mailboxDir, stop };
}
