import { createLedgerReadCache } from './ledger-read-cache';

const userA = '00000000-0000-4000-8000-00000000000a';
const userB = '00000000-0000-4000-8000-00000000000b';

describe('createLedgerReadCache', () => {
  it('answers a repeated read from the cache until that person changes something', async () => {
    const cache = createLedgerReadCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(userA, 'stats', load)).toBe(1);
    expect(await cache.read(userA, 'stats', load)).toBe(1);
    cache.changed(userB);
    expect(await cache.read(userA, 'stats', load)).toBe(1);
    cache.changed(userA);
    expect(await cache.read(userA, 'stats', load)).toBe(2);
  });

  it('never keeps an answer whose read began before a change committed', async () => {
    const cache = createLedgerReadCache({ ttlMs: 60_000 });
    let release: (value: string) => void = () => undefined;
    const slow = cache.read(userA, 'stats', () => new Promise<string>((resolve) => (release = resolve)));
    // The change commits while the read is still on its way; the read then brings the old answer.
    cache.changed(userA);
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.read(userA, 'stats', async () => 'after the change')).toBe('after the change');
  });

  it('keeps nothing when the ttl is 0', async () => {
    const cache = createLedgerReadCache({ ttlMs: 0 });
    let loads = 0;
    await cache.read(userA, 'stats', async () => ++loads);
    expect(await cache.read(userA, 'stats', async () => ++loads)).toBe(2);
  });
});
