import { createUserCache } from './cached-users.repo';
import type { UserRow } from './schema';
import type { UsersRepo } from './users.repo';

const ID = '7d3f4b62-4a55-4c1e-9f7c-0b5e7d2a9c11';

/** A repo over one row whose reads the test can hold open, counting how often the database is asked. */
function fakeRepo() {
  let row = { id: ID, firstName: 'Old' } as UserRow;
  let held: Array<() => void> | undefined;
  const state = { reads: 0 };
  const repo: UsersRepo = {
    insert: async () => null,
    findByEmail: async () => row,
    async findById() {
      state.reads += 1;
      const seen = row;
      if (held) await new Promise<void>((resolve) => held!.push(resolve));
      return seen;
    },
    async update(_id, changes) {
      row = { ...row, ...changes } as UserRow;
      return row;
    },
    async delete() {},
  };
  return {
    repo,
    state,
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const resolve of waiting) resolve();
    },
  };
}

describe('createUserCache', () => {
  it('When changes are heard, then a second read is answered from memory', async () => {
    const db = fakeRepo();
    const cache = createUserCache();
    const users = cache.reading(db.repo);
    cache.live(true);
    await users.findById(ID);
    expect((await users.findById(ID))?.firstName).toBe('Old');
    expect(db.state.reads).toBe(1);
  });

  it('When changes are not heard, then every read asks the database', async () => {
    const db = fakeRepo();
    const cache = createUserCache();
    const users = cache.reading(db.repo);
    await users.findById(ID);
    await users.findById(ID);
    expect(db.state.reads).toBe(2);
  });

  it('When another process changes the user, then the notification makes the next read ask the database', async () => {
    const db = fakeRepo();
    const cache = createUserCache();
    const users = cache.reading(db.repo);
    cache.live(true);
    await users.findById(ID);
    await db.repo.update(ID, { firstName: 'New' });
    cache.changed(ID);
    expect((await users.findById(ID))?.firstName).toBe('New');
  });

  it('When a read overlaps a change, then what it read is not remembered', async () => {
    const db = fakeRepo();
    const cache = createUserCache();
    const users = cache.reading(db.repo);
    cache.live(true);
    db.hold();
    const overlapping = users.findById(ID);
    await db.repo.update(ID, { firstName: 'New' });
    cache.changed(ID);
    db.release();
    expect((await overlapping)?.firstName).toBe('Old');
    expect((await users.findById(ID))?.firstName).toBe('New');
  });

  it('When this process writes a user, then reads go to the database until the commit is heard', async () => {
    const db = fakeRepo();
    const cache = createUserCache();
    const users = cache.reading(db.repo);
    cache.live(true);
    await users.update(ID, { firstName: 'New' });
    await users.findById(ID);
    await users.findById(ID);
    expect(db.state.reads).toBe(2);
    cache.changed(ID);
    await users.findById(ID);
    await users.findById(ID);
    expect(db.state.reads).toBe(3);
  });

  it('When a write is never heard (rolled back), then caching resumes after the write window', async () => {
    const db = fakeRepo();
    const cache = createUserCache({ writeWindowMs: 1 });
    const users = cache.reading(db.repo);
    cache.live(true);
    await users.update(ID, { firstName: 'New' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await users.findById(ID);
    await users.findById(ID);
    expect(db.state.reads).toBe(1);
  });

  it('When hearing stops, then everything cached is forgotten', async () => {
    const db = fakeRepo();
    const cache = createUserCache();
    const users = cache.reading(db.repo);
    cache.live(true);
    await users.findById(ID);
    cache.live(false);
    await db.repo.update(ID, { firstName: 'Missed' });
    cache.live(true);
    expect((await users.findById(ID))?.firstName).toBe('Missed');
  });
});
