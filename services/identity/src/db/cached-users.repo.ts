import { LRUCache } from 'lru-cache';
import type { UserRow } from './schema';
import type { UsersRepo } from './users.repo';

/**
 * Keeps recently read users in memory so GET /api/user, the call every screen makes, does not queue
 * behind PGlite's single connection. Only safe with one identity process over a database that runs
 * one statement at a time (embedded mode): there no read can slip between an update and its commit,
 * so forgetting a user when it is written is enough. Reads inside a transaction go to the database.
 */
export function withUserCache(inner: UsersRepo, { max = 10_000, ttlMs = 5 * 60_000 } = {}): UsersRepo {
  const cache = new LRUCache<string, UserRow>({ max, ttl: ttlMs });
  return {
    ...inner,
    async findById(id, tx) {
      if (tx) return inner.findById(id, tx);
      const cached = cache.get(id);
      if (cached) return cached;
      const row = await inner.findById(id);
      if (row) cache.set(id, row);
      return row;
    },
    async update(tx, id, changes) {
      cache.delete(id);
      return inner.update(tx, id, changes);
    },
    async delete(tx, id) {
      cache.delete(id);
      return inner.delete(tx, id);
    },
  };
}
