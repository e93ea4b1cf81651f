/** Test helpers: `npm start`'s process from source on a data folder, and what the tests do with it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { registerVerified } from '@tally/service-kit/testing';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface Launched {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start`'s process, from source, on a data folder. */
export function launch(dataDir: string): Launched {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // `npm start` as a newcomer runs it: the embedded server, bus and jobs, whatever servers the test run names.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', FRONTEND_ROOT: dataDir, DATABASE_URL: '', NATS_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function ready(app: Launched): Promise<string> {
  // From source (tsx compiles every service) with initdb and migrations: slow on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const url = /Tally is ready on (http:\/\/\S+)/.exec(app.output())?.[1];
    if (url) return url;
    if (app.child.exitCode !== null || Date.now() > deadline) throw new Error(`embedded mode did not start:\n${app.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const json = { 'content-type': 'application/json' };

/** Registers a new person, verifies the address from the mailbox folder, and signs them in; returns the session cookie. */
export async function signUpAndIn(url: string, dataDir: string): Promise<string> {
  const email = `crash-${randomUUID()}@example.com`;
  await registerVerified(url, path.join(dataDir, 'mailbox'), { email, password: 'a long passphrase' });
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: email, password: 'a long passphrase' }) });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The embedded server's superuser connection, found as the bench finds it. */
export async function adminClient(dataDir: string): Promise<pg.Client> {
  const port = (await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n')[3].trim();
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'tally', password, database: 'tally' });
  await client.connect();
  return client;
}

/** The pid of the embedded PostgreSQL server (its postmaster), from postmaster.pid. */
export async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n')[0]);
}

/**
 * Pauses a PostgreSQL server as a frozen host or a failover would: SIGSTOP to its postmaster and to
 * every process it started (backends, checkpointer, walwriter…), so connections stay open and
 * nothing answers. Returns the function that lets them run again (SIGCONT).
 */
export async function pauseServer(postmaster: number): Promise<() => void> {
  const processes = [postmaster, ...(await childrenOf(postmaster))];
  for (const pid of processes) process.kill(pid, 'SIGSTOP');
  return () => {
    for (const pid of processes) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // ended meanwhile
      }
    }
  };
}

async function childrenOf(parent: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: the name may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === parent) children.push(Number(entry));
  }
  return children;
}
