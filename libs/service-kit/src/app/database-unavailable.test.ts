import Koa from 'koa';
import pg from 'pg';
import request from 'supertest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing';
import { isDatabaseUnavailable } from './database-unavailable';
import { errorMiddleware } from './error-middleware';

/** An app whose one route runs a query on `pool`. */
function appQuerying(pool: pg.Pool) {
  const app = new Koa();
  app.silent = true;
  app.use(errorMiddleware());
  app.use(async (ctx) => {
    await drizzle(pool).execute(sql`select 1`);
    ctx.body = { ok: true };
  });
  return app.callback();
}

describe('a database that cannot be reached', () => {
  it('When nothing listens on the database port, then the request answers 503 with Retry-After, not 500', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'nobody', connectionTimeoutMillis: 2000 });
    try {
      const res = await request(appQuerying(pool)).get('/');

      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ code: 'COMMON.SERVICE_UNAVAILABLE', message: expect.stringContaining("can't reach its database") });
    } finally {
      await pool.end();
    }
  });

  it('When the server ends the connection (admin shutdown), then the error counts as unavailable', async () => {
    const database = await createTestDatabase();
    const victim = await database.pool.connect();
    victim.on('error', () => undefined);
    try {
      const { rows } = await victim.query('select pg_backend_pid() as pid');
      await database.pool.query('select pg_terminate_backend($1)', [rows[0].pid]);
      const failure = await victim.query('select 1').catch((err: unknown) => err);

      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      victim.release(true);
      await database.close();
    }
  });

  it('When a query is wrong, then it is not taken for an outage', async () => {
    const database = await createTestDatabase();
    try {
      const failure = await drizzle(database.pool)
        .execute(sql`select * from no_such_table`)
        .catch((err: unknown) => err);

      expect(isDatabaseUnavailable(failure)).toBe(false);
      expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
