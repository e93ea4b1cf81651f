import { hash as argon2Hash, verify as argon2Verify, type Options } from '@node-rs/argon2';
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

// Hashing runs on libuv's thread pool, so it never blocks the event loop; but four at once on a
// two-core machine would still take the event loop's core. At most cores - 1 hash at a time, so
// sign-ins queue among themselves while every other request keeps a core.
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

// argon2id with one of OWASP's equivalent minimum settings (7 MiB, 5 passes, 1 lane; the cheapest
// here at about 10 ms, against 15-18 ms for 19 MiB x 2 and 40 ms for scrypt N=2^14). Less memory
// per hash also leaves more cache to the rest of the machine. @node-rs/argon2 ships prebuilt binaries.
// algorithm 2 is Algorithm.Argon2id, a const enum that isolatedModules cannot read.
const ARGON2 = { algorithm: 2, memoryCost: 7168, timeCost: 5, parallelism: 1 } as const satisfies Options;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): the parameters travel with the hash. */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => argon2Hash(password, ARGON2));
}

/** Checks argon2id hashes and the scrypt ones (`scrypt$N$r$p$salt$hash`) written before them. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return hashing(() => argon2Verify(stored, password).catch(() => false));
  if (stored.startsWith('scrypt$')) return hashing(() => verifyScrypt(password, stored));
  return false;
}

/** True when a stored hash predates the current algorithm or parameters: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve) =>
    scryptCb(password, Buffer.from(salt, 'base64'), expected.length, options, (err, key) => resolve(!err && timingSafeEqual(key, expected))),
  );
}

/** A hash to compare against when the email is unknown, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(12).toString('hex')));
}
