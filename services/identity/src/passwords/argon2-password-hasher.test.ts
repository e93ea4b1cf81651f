import { randomBytes, scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { hashPassword, needsRehash, verifyPassword } from './argon2-password-hasher';

/** A hash in the format identity wrote before argon2id. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The nice value of each thread of this process (/proc stat field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      return [Number(fields[16])];
    } catch {
      return []; // the thread ended while we looked
    }
  });
}

describe('password hashing', () => {
  it('When a password is hashed, then it happens on a thread of lower priority, not on the event loop', async () => {
    await hashPassword('correct horse battery');
    const niceValues = threadNiceValues();
    expect(niceValues).toContain(10);
    expect(niceValues.filter((nice) => nice === 10).length).toBeLessThan(niceValues.length);
  });

  it('When many passwords are checked at once, then the checks start at most one every 40 ms and all answer', async () => {
    const stored = await hashPassword('correct horse battery');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const answers = await Promise.all(
      ['correct horse battery', 'wrong', 'correct horse battery', 'wrong', 'correct horse battery'].map((password) => verifyPassword(password, stored)),
    );
    expect(answers).toEqual([true, false, true, false, true]);
    // The fifth starts four intervals after the first.
    expect(performance.now() - started).toBeGreaterThanOrEqual(4 * 40 - 5);
  });

  it('When a password is hashed, then it is argon2id with the current parameters, salted, and only that password matches', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
  });

  it('When the stored hash is an older scrypt one, then it still verifies and is marked for rehashing', async () => {
    const stored = legacyScryptHash('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('When argon2id parameters are weaker than now, then it is marked for rehashing', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('When the stored value is not a known hash, then nothing matches', async () => {
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', '$argon2id$broken')).toBe(false);
  });
});
