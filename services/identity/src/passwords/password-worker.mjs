// Runs in identity's password-hashing threads (piscina, at a lower OS priority than the event loop):
// the hashing happens on this thread, not on libuv's shared pool, so its priority applies to it.
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { hashSync, verifySync } from '@node-rs/argon2';

/** @param {{ password: string, options: import('@node-rs/argon2').Options }} task */
export function hash({ password, options }) {
  return hashSync(password, options);
}

/** @param {{ stored: string, password: string }} task argon2id PHC strings, or `scrypt$N$r$p$salt$hash` from before them */
export function verify({ stored, password }) {
  try {
    if (stored.startsWith('$argon2')) return verifySync(stored, password);
    if (stored.startsWith('scrypt$')) {
      const [, n, r, p, salt, key] = stored.split('$');
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 });
      return timingSafeEqual(actual, expected);
    }
  } catch {
    // A malformed stored value matches nothing.
  }
  return false;
}
