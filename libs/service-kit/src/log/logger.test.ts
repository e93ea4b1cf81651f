import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { capturingLogger, createTestDatabase, type TestDatabase } from '../testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('createLogger', () => {
  it("should log a failed query's statement and PostgreSQL's reason, never its parameters nor the row values PostgreSQL repeats", async () => {
    const { logger, lines } = capturingLogger();
    const table = `notes_${randomBytes(4).toString('hex')}`;
    await database.db.execute(sql.raw(`create table ${table} (email text primary key, note text, amount numeric)`));
    const insert = () =>
      database.db.execute(sql`insert into ${sql.raw(table)} (email, note, amount) values (${'someone@example.com'}, ${'lost the rent at the pub'}, ${'912.50'})`);
    await insert();
    const err = await insert().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String((err as Error).message)).toContain('someone@example.com'); // what Drizzle's error says, unredacted

    logger.error({ err }, 'Request failed');
    logger.error({ err: new Error('wrapped', { cause: err }) }, 'Job failed');

    const logged = JSON.stringify(lines);
    for (const secret of ['someone@example.com', 'lost the rent at the pub', '912.50']) expect(logged).not.toContain(secret);
    expect(lines[0]).toMatchObject({ msg: 'Request failed', err: { message: expect.stringContaining(`Failed query: insert into ${table}`) } });
    expect(logged).toContain('duplicate key value violates unique constraint');
  });

  it('should remove passwords and tokens wherever they are logged', () => {
    const { logger, lines } = capturingLogger();
    logger.info({ password: 'hunter22', body: { password: 'hunter22', token: 'tok-secret' }, token: 'tok-secret' }, 'request');
    expect(JSON.stringify(lines)).not.toMatch(/hunter22|tok-secret/);
  });
});
