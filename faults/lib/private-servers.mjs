// PostgreSQL, NATS JetStream and Redis instances of the fault suite's own: started from the
// machine's binaries on free loopback ports with their data in a temporary folder, so killing,
// pausing and restarting them never touches the shared servers on the standard ports.
import { spawn, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, portAnswers, sleep } from '../../scripts/lib/net.mjs';

const isRoot = process.getuid?.() === 0;
/** Process groups of the servers running now, so an interrupted suite can still end them. */
const runningGroups = new Set();
/** Processes a pause stopped one by one (PostgreSQL's backends), so an interrupted suite can end them too. */
const pausedPids = new Set();

/** SIGKILLs every server this process started and still runs (for an exit or a signal). */
export function killOwnedServers() {
  for (const pid of runningGroups) {
    try {
      process.kill(-pid, 'SIGCONT');
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  runningGroups.clear();
  for (const pid of pausedPids) {
    try {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  pausedPids.clear();
}

/**
 * The processes under `root`, read from /proc. PostgreSQL's backends each call setsid(), so a signal to
 * the postmaster's process group misses them: a pause must stop every one by its pid.
 * @param {number} root
 * @returns {number[]}
 */
function descendantsOf(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat = '';
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // pid (comm) state ppid …: the name may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(/** @type {number} */ (queue.shift())) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * One server process we own: started in a process group of its own (detached). A signal to the group
 * reaches what stays in it; a pause also stops every descendant by pid (PostgreSQL's backends leave the group).
 * @param {{ name: string, command: string, args: string[], dir: string, user?: { uid: number, gid: number }, ready: () => Promise<boolean> }} spec
 */
function ownedServer(spec) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {Promise<void> | undefined} */
  let exited;
  /** @type {number[]} what pause() stopped, for resume() */
  let paused = [];
  const log = path.join(spec.dir, `${spec.name}.log`);

  async function start(timeoutMs = 60000) {
    const out = openSync(log, 'a');
    child = spawn(spec.command, spec.args, { detached: true, stdio: ['ignore', out, out], ...(spec.user ?? {}) });
    const pid = /** @type {number} */ (child.pid);
    runningGroups.add(pid);
    exited = new Promise((resolve) =>
      child?.once('exit', () => {
        runningGroups.delete(pid);
        resolve();
      }),
    );
    const deadline = Date.now() + timeoutMs;
    while (!(await spec.ready())) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${spec.name} exited while starting (see ${log})`);
      if (Date.now() > deadline) throw new Error(`${spec.name} did not start in ${timeoutMs} ms (see ${log})`);
      await sleep(100);
    }
  }
  const signal = (name) => {
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  const resume = () => {
    for (const pid of paused) {
      pausedPids.delete(pid);
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        /* ended meanwhile */
      }
    }
    paused = [];
    signal('SIGCONT');
  };
  return {
    name: spec.name,
    start,
    /** kill -9 of the whole process group, waiting until the main process is gone. */
    async kill() {
      signal('SIGKILL');
      await exited;
    },
    /** SIGSTOP of the server and every process under it (as a frozen host or a failover looks from outside). */
    pause() {
      if (!child?.pid) return;
      paused = [child.pid, ...descendantsOf(child.pid)];
      for (const pid of paused) {
        pausedPids.add(pid);
        try {
          process.kill(pid, 'SIGSTOP');
        } catch {
          /* ended meanwhile */
        }
      }
    },
    resume,
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      resume();
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

function postgresUser() {
  if (!isRoot) return undefined;
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres account.
  return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
}

/**
 * @param {string} dir an empty folder of the suite's
 * @returns {Promise<ReturnType<typeof ownedServer> & { url: string, port: number }>}
 */
export async function startPrivatePostgres(dir) {
  const bin = postgresBin();
  const user = postgresUser();
  const data = path.join(dir, 'pg');
  mkdirSync(data, { recursive: true });
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chownSync(data, user.uid, user.gid);
  }
  try {
    execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'], { stdio: 'pipe', ...(user ?? {}) });
  } catch (error) {
    throw new Error(`initdb failed: ${/** @type {any} */ (error).stderr?.toString().trim() || error}`);
  }
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const server = ownedServer({
    name: 'postgres',
    command: path.join(bin, 'postgres'),
    args: ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=off'],
    dir,
    user,
    ready: () => canQuery(url),
  });
  await server.start();
  return { ...server, url, port };
}

/** @param {string} url */
async function canQuery(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** @param {string} dir */
export async function startPrivateNats(dir) {
  const port = await freePort();
  const store = path.join(dir, 'jetstream');
  mkdirSync(store, { recursive: true });
  const server = ownedServer({
    name: 'nats',
    command: existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server',
    args: ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store],
    dir,
    ready: () => portAnswers(port),
  });
  await server.start();
  return { ...server, url: `nats://127.0.0.1:${port}`, port };
}

/** @param {string} dir */
export async function startPrivateRedis(dir) {
  const port = await freePort();
  const store = path.join(dir, 'redis');
  mkdirSync(store, { recursive: true });
  const server = ownedServer({
    name: 'redis',
    command: 'redis-server',
    // Jobs are data: an append-only file written on every change, as a production Redis for BullMQ is run.
    args: ['--port', String(port), '--bind', '127.0.0.1', '--dir', store, '--appendonly', 'yes', '--appendfsync', 'always', '--save', '', '--protected-mode', 'no'],
    dir,
    ready: () => portAnswers(port),
  });
  await server.start();
  return { ...server, url: `redis://127.0.0.1:${port}`, port };
}
