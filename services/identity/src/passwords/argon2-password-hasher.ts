import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Options } from '@node-rs/argon2';
import pThrottle from 'p-throttle';
import { Piscina } from 'piscina';
import type { PasswordHasher } from '../domain/password-hasher';

// argon2id with one of OWASP's equivalent minimum settings (7 MiB, 5 passes, 1 lane; the cheapest
// here at about 10 ms, against 15-18 ms for 19 MiB x 2 and 40 ms for scrypt N=2^14). Less memory
// per hash also leaves more cache to the rest of the machine. @node-rs/argon2 ships prebuilt binaries.
// algorithm 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot read.
const ARGON2 = { algorithm: 2, memoryCost: 7168, timeCost: 5, parallelism: 1 } as const satisfies Options;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

// Hashing runs on its own threads, at most cores - 1 of them, so sign-ins queue among themselves
// while every other request keeps a core, at nice +10 (piscina's niceIncrement, Linux), so when the
// machine is busy the threads answering requests are scheduled first. Found through the package so
// the path resolves from source, a bundle or the embedded launcher alike.
const workerFile = createRequire(import.meta.url).resolve('@tally/identity/password-worker');
let pool: Piscina | undefined;
const hashingPool = () =>
  (pool ??= new Piscina({ filename: workerFile, minThreads: 1, maxThreads: Math.max(1, availableParallelism() - 1), niceIncrement: 10, idleTimeout: 60_000 }));

// A hash costs 10-15 ms of a core on purpose. At most one starts every HASH_INTERVAL_MS in this
// process (25 a second, about 0.4 of a core): a flood of sign-ins or registrations (credential
// stuffing, or everyone signing in at once) queues instead of taking the CPU that every other
// request needs, and one person signing in alone never waits. Four people signing in back to back
// still finish within 300 ms at the 95th percentile (issue #3's budget, `npm run bench`).
// Measured on two cores, distributed, four sign-ins in flight and GET /api/user at 50 connections
// (runs alternated, median of four each): this cap at nice +10 gave sign-ins p95 217-261 ms and
// reads p99 29-55 ms; nice +19 without a cap gave sign-ins p95 254-348 ms and reads p99 47-54 ms,
// and starved sign-ins (p95 500-1,000 ms) when a second gateway process kept both cores busy.
// SCHED_IDLE threads (tried in an earlier round) gave reads no better and sign-ins p95 289 ms.
const HASH_INTERVAL_MS = 40;
const onHashingThread = pThrottle({ limit: 1, interval: HASH_INTERVAL_MS })((task: object, name: 'hash' | 'verify') => hashingPool().run(task, { name }));

/** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): the parameters travel with the hash. */
export function hashPassword(password: string): Promise<string> {
  return onHashingThread({ password, options: ARGON2 }, 'hash');
}

/** Checks argon2id hashes and the scrypt ones (`scrypt$N$r$p$salt$hash`) written before them. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2') && !stored.startsWith('scrypt$')) return Promise.resolve(false);
  return onHashingThread({ stored, password }, 'verify');
}

/** True when a stored hash predates the current algorithm or parameters: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** Ends the hashing threads (identity's stop); the next hash starts them again. */
export async function stopPasswordHashing(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}

/** A hash to compare against when the email is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(12).toString('hex')));
}

/**
 * Identity's password hasher: argon2id on the process's one pool of low-priority threads, throttled
 * process-wide (so every identity in a process shares the cap above).
 */
export const argon2PasswordHasher: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
  needsRehash,
  dummyHash: getDummyHash,
  close: stopPasswordHashing,
};
