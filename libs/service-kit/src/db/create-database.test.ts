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

  it("When a statement with values runs again, then its connection parses it once and plans it with each run's values", async () => {
    const test = await createTestDatabase();
    const database = createDatabase({ url: test.url, poolSize: 1 });
    try {
      await database.db.execute(sql`create table notes (id int primary key, body text)`);
      for (let id = 1; id <= 3; id++) await database.db.execute(sql`insert into notes (id, body) values (${id}, ${`note ${id}`})`);
      // A transaction that fails before the statement and one that rolls back leave it usable.
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow();
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes (id, body) values (${4}, ${'note 4'})`);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await database.db.execute(sql`insert into notes (id, body) values (${5}, ${'note 5'})`);

      const prepared = await database.db.execute<{ statement: string; from_sql: boolean }>(
        sql`select statement, from_sql from pg_prepared_statements where statement like ${'insert into notes%'}`,
      );
      expect(prepared.rows).toEqual([{ statement: 'insert into notes (id, body) values ($1, $2)', from_sql: false }]);
      const rows = await database.db.execute<{ id: number }>(sql`select id from notes order by id`);
      expect(rows.rows.map((r) => r.id)).toEqual([1, 2, 3, 5]);
      const mode = await database.db.execute<{ plan_cache_mode: string }>(sql`show plan_cache_mode`);
      expect(mode.rows[0].plan_cache_mode).toBe('force_custom_plan');
    } finally {
      await database.close();
      await test.close();
    }
  });
});
