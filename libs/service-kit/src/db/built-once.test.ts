import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '../testing';
import { arrayOf, builtOnce, builtOnceReturning, valueOf } from './built-once';
import { createDatabase } from './create-database';
import { unnestedPlaceholders, unnestedValues } from './unnested-rows';

describe('a statement built once per shape', () => {
  it('When it runs with several shapes and values, then each shape is built once and each run answers with its own values, in a transaction too', async () => {
    const test = await createTestDatabase();
    const database = createDatabase({ url: test.url, poolSize: 2 });
    try {
      const built: number[] = [];
      const sums = builtOnce<number, { n: string; total: string }>((columns) => {
        built.push(columns);
        const names = Array.from({ length: columns }, (_c, i) => sql.identifier(`c${i}`));
        return sql`select t.n, (${sql.join(names, sql` + `)})::text as total, ${valueOf('label')}::text as label
          from unnest(${sql.join(
            Array.from({ length: columns }, (_c, i) => arrayOf(`c${i}`, 'int')),
            sql`, `,
          )}) with ordinality as t(${sql.join([...names, sql.identifier('n')], sql`, `)})`;
      });

      const one = await sums(database.db, 1, { c0: [1, 2], label: 'one' });
      const two = await sums(database.db, 2, { c0: [1, 2, 3], c1: [10, 20, 30], label: 'two' });
      const again = await database.db.transaction((tx) => sums(tx, 2, { c0: [5], c1: [7], label: 'again' }));

      expect(one.rows).toEqual([
        { n: '1', total: '1', label: 'one' },
        { n: '2', total: '2', label: 'one' },
      ]);
      expect(two.rows.map((row) => row.total)).toEqual(['11', '22', '33']);
      expect(again.rows).toEqual([{ n: '1', total: '12', label: 'again' }]);
      expect(built).toEqual([1, 2]);
      await expect(sums(database.db, 1, { label: 'no c0' })).rejects.toThrow('No value for placeholder "c0"');
    } finally {
      await database.close();
      await test.close();
    }
  });
});

describe("a batch's insert built once", () => {
  const notes = pgTable('notes', {
    id: uuid('id').primaryKey(),
    body: text('body').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  });
  const returned = { id: notes.id, amount: notes.amount, pinned: notes.pinned, writtenAt: notes.writtenAt };

  it('When batches of different sizes are inserted, then one text serves them all and each row comes back decoded', async () => {
    const test = await createTestDatabase();
    const database = createDatabase({ url: test.url, poolSize: 1 });
    try {
      await database.db.execute(
        sql`create table notes (id uuid primary key, body text not null, amount numeric(12, 2) not null, pinned boolean not null default false, written_at timestamptz not null)`,
      );
      let builds = 0;
      const insert = builtOnceReturning<typeof notes, { id: string; amount: string; pinned: boolean; writtenAt: Date }>(returned, (db, table) => {
        builds += 1;
        return db.insert(table).select(unnestedPlaceholders(table)).returning(returned);
      });
      const at = new Date('2026-11-27T10:00:00.000Z');
      const one = [{ id: randomUUID(), body: 'first', amount: '12.50', writtenAt: at }];
      const three = [1, 2, 3].map((n) => ({ id: randomUUID(), body: `note ${n}`, amount: `${n}.00`, pinned: n === 2, writtenAt: new Date(at.getTime() + n) }));

      const first = await insert(database.db, notes, unnestedValues(notes, one));
      const more = await database.db.transaction((tx) => insert(tx, notes, unnestedValues(notes, three)));

      expect(first).toEqual([{ id: one[0].id, amount: '12.50', pinned: false, writtenAt: at }]);
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      const decoded = [...more].sort(byId).map((row) => [row.id, row.amount, row.pinned, row.writtenAt.getTime()]);
      expect(decoded).toEqual([...three].sort(byId).map((row) => [row.id, row.amount, row.pinned, row.writtenAt.getTime()]));
      expect(builds).toBe(1);
      const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from notes`);
      expect(rows[0].n).toBe(4);
    } finally {
      await database.close();
      await test.close();
    }
  });
});
