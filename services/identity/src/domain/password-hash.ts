import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Options } from '@node-rs/argon2';
import { Piscina } from 'piscina';

// argon2id with one of OWASP's equivalent minimum settings (7 MiB, 5 passes, 1 lane; the cheapest
// here at about 10 ms, against 15-18 ms for 19 MiB x 2 and 40 ms for scrypt N=2^14). Less memory
// per hash also leaves more cache to the rest of the machine. @node-rs/argon2 ships prebuilt binaries.
// algorithm 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot read.
const ARGON2 = { algorithm: 2, memoryCost: 7168, timeCost: 5, parallelism: 1 } as const satisfies Options;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

// Hashing runs on its own threads, at most cores - 1 of them, so sign-ins queue among themselves
// while every other request keeps a core; and at nice +19 (piscina's niceIncrement, Linux), so when
// the machine is busy the threads answering requests are scheduled first and hashing takes what is
// left. Measured on two cores with four sign-ins in flight and GET /api/user at 50 connections
// (distributed, 12 alternating runs): nice +19 gave reads p99 57 ms and sign-ins p95 167 ms on
// average, against 64 and 196 ms at nice +10; SCHED_IDLE threads gave reads no better (55-57 ms)
// and sign-ins much worse (289 ms). Found through the package so the path resolves from source,
// a bundle or the embedded launcher alike.
const workerFile = createRequire(import.meta.url).resolve('@tally/identity/password-worker');
let pool: Piscina | undefined;
const hashingPool = () =>
  (pool ??= new Piscina({ filename: workerFile, minThreads: 1, maxThreads: Math.max(1, availableParallelism() - 1), niceIncrement: 19, idleTimeout: 60_000 }));

/** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): the parameters travel with the hash. */
export function hashPassword(password: string): Promise<string> {
  return hashingPool().run({ password, options: ARGON2 }, { name: 'hash' });
}

/** Checks argon2id hashes and the scrypt ones (`scrypt$N$r$p$salt$hash`) written before them. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2') && !stored.startsWith('scrypt$')) return Promise.resolve(false);
  return hashingPool().run({ stored, password }, { name: 'verify' });
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
