// Makes sure the servers the tests need are there: Chromium, PostgreSQL, NATS with JetStream, Redis.
// A server that answers is used as is; an installed one that is stopped is started with the same
// commands the machine image uses; a missing one is installed from Debian's packages when running
// as root; otherwise we stop with a message that says exactly what to install.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { defaultAdminUrl, withClient } from './database.mjs';
import { portAnswers, waitForPort } from './net.mjs';
import { capture, commandExists, run } from './run.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const socketAdminUrl = 'postgres://postgres@/postgres?host=/var/run/postgresql';
// Used only when the system cluster refuses trust on both TCP and the socket (a fresh Debian install as root).
const ownClusterDir = '/var/tmp/tally-postgres';
const ownClusterPort = 55432;
const ownNatsPort = 14222;

/** Thrown when something is missing and cannot be installed from here. */
export class InfraError extends Error {}

let aptUpdated = false;

/**
 * apt-get install one Debian package (running `apt-get update` once per process first).
 * @param {string} pkg
 * @param {(message: string) => void} log
 */
async function aptInstall(pkg, log) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log('apt-get update');
    const update = await run('apt-get', ['update'], { env, stdio: ['ignore', 2, 2] });
    if (update.code !== 0) throw new InfraError('apt-get update failed');
    aptUpdated = true;
  }
  log(`apt-get install -y ${pkg}`);
  const install = await run('apt-get', ['install', '-y', pkg], { env, stdio: ['ignore', 2, 2] });
  if (install.code !== 0) throw new InfraError(`apt-get install -y ${pkg} failed`);
}

/**
 * Install a missing Debian package when we are root, else explain what to do.
 * @param {string} pkg Debian package name
 * @param {string} what human name
 * @param {string} startHint how to start it afterwards
 * @param {(message: string) => void} log
 */
async function installOrExplain(pkg, what, startHint, log) {
  if (!isRoot) {
    throw new InfraError(
      `${what} is not installed. Install it with \`sudo apt-get install -y ${pkg}\`${startHint ? ` and start it with \`${startHint}\`` : ''}, then run again.`,
    );
  }
  await aptInstall(pkg, log);
}

/** @param {string} script */
async function sh(script) {
  return capture('sh', ['-c', script], { timeoutMs: 120000 });
}

/**
 * Parse host and port out of a nats:// or redis:// URL.
 * @param {string} url
 * @param {number} defaultPort
 */
function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/**
 * Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {Promise<string>} executable path
 */
export async function ensureChromium({ log = () => {} } = {}) {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(executable)) return executable;
  await installOrExplain('chromium', `Chromium (${executable})`, '', log);
  if (!existsSync(executable)) throw new InfraError(`installed chromium but ${executable} is still missing`);
  return executable;
}

/**
 * Whether `select 1` works on a URL.
 * @param {string} url
 * @returns {Promise<{ ok: boolean, error?: string }>}
 */
async function pgWorks(url) {
  try {
    await withClient(url, (client) => client.query('select 1'));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Start the Debian cluster with the machine image's command. */
async function startSystemPostgres(log) {
  log('starting PostgreSQL (pg_ctlcluster)');
  const result = await sh('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | sort -V | tail -1) main start');
  if (result.code !== 0 && !/already running/i.test(result.stderr + result.stdout)) {
    log(`pg_ctlcluster said: ${(result.stderr || result.stdout).trim()}`);
  }
  await waitForPort(5432, { timeoutMs: 30000 });
}

/** Newest installed PostgreSQL server binaries folder, if any. */
function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1), 'bin') : null;
}

/**
 * Last resort as root: a cluster of our own with trust authentication on 127.0.0.1:55432.
 * @returns {Promise<string>} admin URL
 */
async function startOwnCluster(log) {
  const bin = postgresBinDir();
  if (!bin) throw new InfraError('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const url = `postgres://postgres@127.0.0.1:${ownClusterPort}/postgres`;
  if ((await portAnswers(ownClusterPort)) && (await pgWorks(url)).ok) return url;
  log(`the system cluster refuses trust for user postgres; using a cluster of our own in ${ownClusterDir} on port ${ownClusterPort}`);
  mkdirSync(ownClusterDir, { recursive: true });
  await sh(`chown postgres:postgres ${ownClusterDir}`);
  if (!existsSync(path.join(ownClusterDir, 'PG_VERSION'))) {
    const init = await sh(`runuser -u postgres -- ${bin}/initdb -D ${ownClusterDir} -U postgres --auth=trust`);
    if (init.code !== 0) throw new InfraError(`initdb failed: ${init.stderr.trim()}`);
  }
  const start = await sh(
    `runuser -u postgres -- ${bin}/pg_ctl -D ${ownClusterDir} -l ${ownClusterDir}/server.log -w -o "-p ${ownClusterPort} -k ${ownClusterDir} -c listen_addresses=127.0.0.1" start`,
  );
  if (start.code !== 0) throw new InfraError(`pg_ctl start failed: ${start.stderr.trim() || start.stdout.trim()}`);
  const check = await pgWorks(url);
  if (!check.ok) throw new InfraError(`own PostgreSQL cluster does not answer: ${check.error}`);
  return url;
}

/**
 * PostgreSQL reachable as user postgres without a password.
 * @param {{ log?: (message: string) => void, url?: string }} [options] url: a server to use instead of the local default
 * @returns {Promise<string>} admin URL (database `postgres`) to create test databases from
 */
export async function ensurePostgres({ log = () => {}, url } = {}) {
  if (url) {
    const check = await pgWorks(url);
    if (!check.ok) throw new InfraError(`PostgreSQL at ${url} does not answer: ${check.error}`);
    return url;
  }
  if (!(await portAnswers(5432))) {
    if (!postgresBinDir()) {
      await installOrExplain('postgresql', 'PostgreSQL', 'sudo pg_ctlcluster --skip-systemctl-redirect 15 main start', log);
    }
    if (!isRoot) {
      throw new InfraError(
        'PostgreSQL is installed but not running on 127.0.0.1:5432. Start it with `sudo pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`.',
      );
    }
    await startSystemPostgres(log);
  }
  const tcp = await pgWorks(defaultAdminUrl);
  if (tcp.ok) return defaultAdminUrl;
  const socket = await pgWorks(socketAdminUrl);
  if (socket.ok) {
    log(`PostgreSQL refuses trust on 127.0.0.1 (${tcp.error}); using the Unix socket`);
    return socketAdminUrl;
  }
  if (isRoot) return startOwnCluster(log);
  throw new InfraError(
    `PostgreSQL refuses user postgres without a password (TCP: ${tcp.error}; socket: ${socket.error}). Add \`host all postgres 127.0.0.1/32 trust\` to pg_hba.conf and reload, or set DATABASE_TEST_URL to a server you can use.`,
  );
}

/**
 * Whether JetStream answers on a NATS server.
 * @param {string} url
 * @returns {Promise<{ ok: boolean, error?: string }>}
 */
async function jetStreamWorks(url) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  let nc;
  try {
    nc = await connect({ servers: url, timeout: 3000, reconnect: false });
    const jsm = await jetstreamManager(nc, { timeout: 3000 });
    await jsm.getAccountInfo();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await nc?.close().catch(() => {});
  }
}

/**
 * Start nats-server with JetStream on a port (the machine image's command for 4222).
 * @param {number} port
 * @param {string} storeDir
 */
async function startNats(port, storeDir, log) {
  log(`starting nats-server -js on 127.0.0.1:${port}`);
  mkdirSync(storeDir, { recursive: true });
  const logFile = port === 4222 ? '/var/log/nats-server.log' : path.join(storeDir, 'nats-server.log');
  const binary = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';
  // A pid file per port: without it --oknodo matches any running nats-server (say, one without JetStream) and starts nothing.
  const pidFile = path.join(storeDir, `tally-nats-${port}.pid`);
  const result = await sh(
    `start-stop-daemon --start --oknodo --background --make-pidfile --pidfile ${pidFile} --exec ${binary} -- -a 127.0.0.1 -p ${port} -js -sd ${storeDir} -l ${logFile}`,
  );
  if (result.code !== 0) throw new InfraError(`could not start nats-server: ${result.stderr.trim()}`);
  if (!(await waitForPort(port, { timeoutMs: 20000 }))) throw new InfraError(`nats-server did not open port ${port}`);
}

/**
 * NATS with JetStream enabled.
 * @param {{ log?: (message: string) => void, url?: string }} [options]
 * @returns {Promise<string>} NATS URL
 */
export async function ensureNats({ log = () => {}, url } = {}) {
  const target = url ?? 'nats://127.0.0.1:4222';
  const { host, port } = hostPort(target, 4222);
  const local = !url || (['127.0.0.1', 'localhost'].includes(host) && port === 4222);
  if (!(await portAnswers(port, host))) {
    if (!local) throw new InfraError(`NATS at ${target} does not answer`);
    if (!(await commandExists('nats-server')) && !existsSync('/usr/sbin/nats-server')) {
      await installOrExplain('nats-server', 'NATS (nats-server)', 'nats-server -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server', log);
    }
    if (!isRoot) throw new InfraError('nats-server is installed but not running. Start it with `nats-server -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server`.');
    await startNats(4222, '/var/lib/nats-server', log);
  }
  const check = await jetStreamWorks(target);
  if (check.ok) return target;
  if (!local) throw new InfraError(`NATS at ${target} has no JetStream (${check.error}); start it with -js`);
  // Debian's /etc/nats-server.conf does not enable JetStream: run a second server of our own with -js.
  if (!isRoot) throw new InfraError(`NATS on 4222 has no JetStream (${check.error}). Restart it with \`nats-server -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server\`.`);
  const own = `nats://127.0.0.1:${ownNatsPort}`;
  if (!(await portAnswers(ownNatsPort))) await startNats(ownNatsPort, '/var/tmp/tally-nats', log);
  const ownCheck = await jetStreamWorks(own);
  if (!ownCheck.ok) throw new InfraError(`JetStream still not answering on ${own}: ${ownCheck.error}`);
  log(`NATS on 4222 has no JetStream; using ${own}`);
  return own;
}

/**
 * Redis answers PING (raw protocol: no client needed).
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function redisPing(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let data = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk;
      if (data.includes('\r\n')) done(data.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

/**
 * Redis.
 * @param {{ log?: (message: string) => void, url?: string }} [options]
 * @returns {Promise<string>} Redis URL
 */
export async function ensureRedis({ log = () => {}, url } = {}) {
  const target = url ?? 'redis://127.0.0.1:6379';
  const { host, port } = hostPort(target, 6379);
  if (await redisPing(host, port)) return target;
  if (url) throw new InfraError(`Redis at ${target} does not answer PING`);
  if (!(await commandExists('redis-server'))) {
    await installOrExplain('redis-server', 'Redis (redis-server)', 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379', log);
  }
  if (!isRoot)
    throw new InfraError('redis-server is installed but not running. Start it with `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`.');
  log('starting redis-server');
  mkdirSync('/var/lib/redis', { recursive: true });
  mkdirSync('/var/log/redis', { recursive: true });
  const result = await sh('redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log');
  if (result.code !== 0) throw new InfraError(`could not start redis-server: ${result.stderr.trim()}`);
  await waitForPort(6379, { timeoutMs: 20000 });
  if (!(await redisPing(host, port))) throw new InfraError('redis-server started but does not answer PING');
  return target;
}

/**
 * Everything the test suite needs.
 * @param {{ log?: (message: string) => void, chromium?: boolean, env?: NodeJS.ProcessEnv }} [options]
 *   env: DATABASE_TEST_URL / NATS_URL / REDIS_URL here name servers to use instead of the local defaults
 * @returns {Promise<{ chromiumPath?: string, databaseUrl: string, natsUrl: string, redisUrl: string }>}
 */
export async function ensureInfra({ log = () => {}, chromium = true, env = process.env } = {}) {
  const chromiumPath = chromium ? await ensureChromium({ log }) : undefined;
  const databaseUrl = await ensurePostgres({ log, url: env.DATABASE_TEST_URL || undefined });
  const natsUrl = await ensureNats({ log, url: env.NATS_URL || undefined });
  const redisUrl = await ensureRedis({ log, url: env.REDIS_URL || undefined });
  return { chromiumPath, databaseUrl, natsUrl, redisUrl };
}
