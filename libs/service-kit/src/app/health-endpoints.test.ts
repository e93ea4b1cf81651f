import Koa from 'koa';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { createDatabase } from '../db/create-database';
import { DEPENDENCY_CHECK_TIMEOUT_MS, healthEndpoints } from './health-endpoints';

const appWith = (dependencies: Record<string, () => Promise<unknown>>) => {
  const app = new Koa();
  app.use(healthEndpoints({ name: 'ledger', dependencies }));
  return app.callback();
};

describe('health endpoints', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('When every dependency answers, then /readyz is 200 and names each one ok', async () => {
    const res = await request(appWith({ database: () => database.pool.query('select 1'), nats: async () => undefined })).get('/readyz');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', service: 'ledger', dependencies: { database: 'ok', nats: 'ok' } });
  });

  it('When the database cannot be reached, then /readyz is 503 with Retry-After and says which dependency is down, and /healthz stays 200', async () => {
    const unreachable = createDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      const handler = appWith({ database: () => unreachable.pool.query('select 1'), nats: async () => undefined });
      const res = await request(handler).get('/readyz');

      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ status: 'unavailable', service: 'ledger', dependencies: { database: 'down', nats: 'ok' } });
      expect((await request(handler).get('/healthz')).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });

  it('When a dependency does not answer at all, then /readyz still answers within its bound, with it down', async () => {
    const started = Date.now();
    const res = await request(appWith({ redis: () => new Promise(() => undefined) })).get('/readyz');

    expect(res.status).toBe(503);
    expect(res.body.dependencies).toEqual({ redis: 'down' });
    expect(Date.now() - started).toBeLessThan(DEPENDENCY_CHECK_TIMEOUT_MS + 1500);
  });
});
