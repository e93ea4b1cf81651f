import { createLedgerReadCache } from './ledger-read-cache';

const userA = '00000000-0000-4000-8000-00000000000a';
const userB = '00000000-0000-4000-8000-00000000000b';

/** Data versions as the database would keep them: a new one per change. */
function versions() {
  const current = new Map<string, string>();
  let next = 1;
  return {
    versionOf: async (userId: string) => current.get(userId),
    change: (userId: string) => void current.set(userId, String(next++)),
    forget: (userId: string) => void current.delete(userId),
  };
}

describe('createLedgerReadCache', () => {
  it('answers a repeated read from the cache until that person changes something', async () => {
    const data = versions();
    const cache = createLedgerReadCache({ ttlMs: 60_000, versionOf: data.versionOf });
    data.change(userA);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(userA, 'stats', load)).toBe(1);
    expect(await cache.read(userA, 'stats', load)).toBe(1);
    data.change(userB);
    expect(await cache.read(userA, 'stats', load)).toBe(1);
    data.change(userA);
    expect(await cache.read(userA, 'stats', load)).toBe(2);
  });

  it('never serves again an answer whose read raced a change', async () => {
    const data = versions();
    const cache = createLedgerReadCache({ ttlMs: 60_000, versionOf: data.versionOf });
    data.change(userA);
    // The change commits while the read is still on its way; the read then brings the old answer.
    const slow = async () => {
      data.change(userA);
      return 'before the change';
    };
    expect(await cache.read(userA, 'stats', slow)).toBe('before the change');
    expect(await cache.read(userA, 'stats', async () => 'after the change')).toBe('after the change');
  });

  it('keeps nothing for a person without a data version (forgotten, or never changed anything)', async () => {
    const data = versions();
    const cache = createLedgerReadCache({ ttlMs: 60_000, versionOf: data.versionOf });
    let loads = 0;
    await cache.read(userA, 'stats', async () => ++loads);
    expect(await cache.read(userA, 'stats', async () => ++loads)).toBe(2);
    data.change(userA);
    await cache.read(userA, 'stats', async () => ++loads);
    data.forget(userA);
    expect(await cache.read(userA, 'stats', async () => ++loads)).toBe(4);
  });

  it('keeps nothing when the ttl is 0', async () => {
    const data = versions();
    data.change(userA);
    const cache = createLedgerReadCache({ ttlMs: 0, versionOf: data.versionOf });
    let loads = 0;
    await cache.read(userA, 'stats', async () => ++loads);
    expect(await cache.read(userA, 'stats', async () => ++loads)).toBe(2);
  });
});
