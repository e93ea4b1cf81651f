/**
 * Child process of jobs-survive-a-crash.flow.test.ts: alerts on the test's database; it sets a daily
 * limit, then raises it (a cooling-off change whose job the commit decides on) and is killed with
 * SIGKILL the moment that transaction has committed, before anything after the commit can run.
 * Environment: DATABASE_URL, MODE, QUEUE, PREFIX, USER_ID.
 */
import request from 'supertest';
import { pendingLimitChanges } from '../../src/db/schema';
import { openAlertsProcess } from './alerts-process';

const env = (name: string) =>
  process.env[name] ??
  (() => {
    throw new Error(`${name} is not set`);
  })();

const alerts = await openAlertsProcess({
  databaseUrl: env('DATABASE_URL'),
  mode: env('MODE') as 'embedded' | 'distributed',
  queue: env('QUEUE'),
  prefix: env('PREFIX'),
  prepare(database) {
    // Right after the COMMIT of a transaction that wrote a pending limit change, the process dies.
    const db = database.db as unknown as { transaction: (work: (tx: any) => Promise<unknown>, config?: unknown) => Promise<unknown> };
    const transaction = db.transaction.bind(db);
    db.transaction = async (work, config) => {
      let decided = false;
      const result = await transaction((tx) => {
        const insert = tx.insert.bind(tx);
        tx.insert = (table: unknown) => {
          if (table === pendingLimitChanges) decided = true;
          return insert(table);
        };
        return work(tx);
      }, config);
      if (decided) process.kill(process.pid, 'SIGKILL');
      return result;
    };
  },
});
const as = { Authorization: alerts.auth.header(env('USER_ID')) };
const app = alerts.handle.app.callback();
await request(app).patch('/api/settings').set(as).send({ dailySpendLimit: 50 }).expect(200);
await request(app).patch('/api/settings').set(as).send({ dailySpendLimit: 200 });
// Not reached: the raise's commit kills the process.
process.stdout.write('survived the commit\n');
await alerts.close();
