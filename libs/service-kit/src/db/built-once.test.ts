import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';
import { arrayOf, builtOnce, valueOf } from './built-once';
import { createDatabase } from './create-database';

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
