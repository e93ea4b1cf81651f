import { AsyncLocalStorage } from 'node:async_hooks';
import { createWriteBatcher, type BatchOutcome } from './write-batcher';

/** A write whose batches the test releases one by one, recording what each held. */
function heldWrites<I>() {
  const batches: I[][] = [];
  const releases: Array<() => void> = [];
  const write = async (items: readonly I[]): Promise<Array<BatchOutcome<string>>> => {
    batches.push([...items]);
    await new Promise<void>((resolve) => releases.push(resolve));
    return items.map((item) => ({ ok: true, value: `done ${String(item)}` }));
  };
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
  };
  return { batches, write, releaseNext };
}

describe('createWriteBatcher', () => {
  it('should write a lone item at once, and gather the items that come meanwhile into the next batch', async () => {
    const { batches, write, releaseNext } = heldWrites<number>();
    const batcher = createWriteBatcher({ write, maxInFlight: 1 });
    const first = batcher.submit(1);
    const later = [2, 3, 4].map((n) => batcher.submit(n));
    expect(batches).toEqual([[1]]);
    await releaseNext();
    await releaseNext();
    expect(await first).toBe('done 1');
    expect(await Promise.all(later)).toEqual(['done 2', 'done 3', 'done 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('should keep at most maxItems in a batch and at most maxInFlight batches open', async () => {
    const { batches, write, releaseNext } = heldWrites<number>();
    const batcher = createWriteBatcher({ write, maxItems: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5, 6, 7].map((n) => batcher.submit(n));
    expect(batches).toEqual([[1], [2]]);
    for (let i = 0; i < 5; i++) await releaseNext();
    await Promise.all(all);
    expect(batches.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...batches.map((b) => b.length))).toBe(2);
  });

  it('should never put two items with the same apart key in one batch', async () => {
    const { batches, write, releaseNext } = heldWrites<string>();
    const batcher = createWriteBatcher({ write, maxInFlight: 1, apartKey: (item: string) => item.split(':')[0] });
    const all = ['a:1', 'a:2', 'b:1', 'a:3', 'c:1'].map((item) => batcher.submit(item));
    for (let i = 0; i < 3; i++) await releaseNext();
    await Promise.all(all);
    expect(batches).toEqual([['a:1'], ['a:2', 'b:1', 'c:1'], ['a:3']]);
  });

  it("should give each item its own outcome, a refusal failing only that item's promise", async () => {
    const batcher = createWriteBatcher<number, number>({
      write: async (items) => items.map((n) => (n % 2 ? { ok: true, value: n * 10 } : { ok: false, error: new Error(`refused ${n}`) })),
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused 2') },
      { status: 'fulfilled', value: 30 },
    ]);
  });

  it('should write every item of a failed batch again alone, so one broken item fails only itself', async () => {
    const sizes: number[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batcher = createWriteBatcher<number, number>({
      maxInFlight: 1,
      async write(items) {
        sizes.push(items.length);
        await gate;
        if (items.includes(13)) throw new Error('broken row');
        return items.map((n) => ({ ok: true, value: n }));
      },
    });
    const first = batcher.submit(1);
    const rest = [12, 13, 14].map((n) => batcher.submit(n));
    release();
    await first;
    const results = await Promise.allSettled(rest);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sizes).toEqual([1, 3, 1, 1, 1]);
  });

  it('should fail every item of a batch at once when the database cannot be reached (no retries one by one)', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batcher = createWriteBatcher<number, number>({
      maxInFlight: 1,
      async write() {
        calls += 1;
        await gate;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    });
    const all = [1, 2, 3, 4].map((n) => batcher.submit(n));
    release();
    const results = await Promise.allSettled(all);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toBe(2);
  });

  it('should write outside the context of the request that started the batch', async () => {
    const person = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    const batcher = createWriteBatcher<number, number>({
      async write(items) {
        seen.push(person.getStore());
        return items.map((n) => ({ ok: true, value: n }));
      },
    });
    await person.run('someone', () => batcher.submit(1));
    expect(seen).toEqual([undefined]);
  });
});
