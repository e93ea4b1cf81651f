import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';
import { createDatabase } from './create-database';

describe('a service database', () => {
  it('When a transaction cannot even begin, then its client goes back to the pool and later work runs', async () => {
    const test = await createTestDatabase();
    const database = createDatabase({ url: test.url, poolSize: 1 });
    try {
      // A BEGIN the server refuses, as one on a connection the server has just ended would fail.
      const refused = { isolationLevel: 'no such level' } as unknown as Parameters<typeof database.db.transaction>[1];
      await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`), refused)).rejects.toThrow();

      const later = await Promise.race([
        database.db.transaction(async (tx) => (await tx.execute(sql`select 2 as n`)).rows[0]),
        new Promise((resolve) => setTimeout(() => resolve('the pool is exhausted'), 5000)),
      ]);

      expect(later).toEqual({ n: 2 });
      expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    } finally {
      await database.close();
      await test.close();
    }
  });
});
