import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { User } from '@tally/contracts';
import { createDatabase, createInProcessEventBus, createInProcessJobScheduler, loadConfig, type ServiceHandle } from '@tally/service-kit';
import { createTestAuth, createTestDatabase, eventually, silentLogger, type TestDatabase } from '@tally/service-kit/testing';
import { createIdentityService, identityConfigSchema, identityJobsTable } from '../src/create-identity-service';
import { registerVerified } from './helpers/accounts';

const PASSWORD = 'a long passphrase';

// Two identity processes on one PostgreSQL database, as when identity runs replicated: each keeps
// users in memory, and a change made through one must reach the other's next reads.
describe('identity user cache across two processes', () => {
  const auth = createTestAuth();
  const mailboxDir = path.join(os.tmpdir(), `tally-mailbox-${randomUUID()}`);
  let shared: TestDatabase;
  const started: Array<{ handle: ServiceHandle; close(): Promise<void> }> = [];

  const startIdentity = async (url: string) => {
    const database = createDatabase({ url, poolSize: 2 });
    const logger = silentLogger();
    const bus = createInProcessEventBus({ logger });
    const jobs = createInProcessJobScheduler({ db: database.db, table: identityJobsTable, logger, pollMs: 50 });
    const config = loadConfig(identityConfigSchema, { DATABASE_URL: url, SERVICE_TOKEN_SECRET: 'a'.repeat(32), MAILBOX_DIR: mailboxDir });
    const handle = await createIdentityService({ config, database, bus, jobs, logger, tokenKey: auth.key });
    await handle.start();
    started.push({
      handle,
      close: async () => {
        await handle.stop();
        await jobs.close();
        await bus.close();
        await database.close();
      },
    });
    return handle.app.callback();
  };

  let a: ReturnType<ServiceHandle['app']['callback']>;
  let b: typeof a;
  beforeAll(async () => {
    shared = await createTestDatabase({ poolSize: 1 });
    a = await startIdentity(shared.url);
    b = await startIdentity(shared.url);
  });
  afterAll(async () => {
    for (const service of started) await service.close();
    await shared.close();
    await rm(mailboxDir, { recursive: true, force: true });
  });

  it('When a profile changes through one process, then the other process shows it as soon as the commit is announced', async () => {
    const email = `p-${randomUUID()}@example.com`;
    await registerVerified(a, { anonymous: auth.header(null), mailboxDir }, { username: email, email, password: PASSWORD });
    const signedIn = await request(a)
      .post('/internal/credentials/check')
      .set({ Authorization: auth.header(null) })
      .send({ username: email, password: PASSWORD })
      .expect(200);
    const me = { Authorization: auth.header(User.parse(signedIn.body).id) };
    const readOn = async (app: typeof a) => User.parse((await request(app).get('/api/user').set(me).expect(200)).body);

    // Read twice so the second process answers from memory.
    await readOn(b);
    expect((await readOn(b)).firstName).toBeNull();

    await request(a).patch('/api/user/profile').set(me).send({ firstName: 'Noor' }).expect(200);
    expect((await readOn(a)).firstName).toBe('Noor');
    await eventually('the other process shows the new name', async () => (await readOn(b)).firstName === 'Noor', 2000);

    await request(b).patch('/api/user/settings').set(me).send({ hasCompletedOnboarding: true }).expect(200);
    expect((await readOn(b)).hasCompletedOnboarding).toBe(true);
    await eventually('the first process shows the finished tour', async () => (await readOn(a)).hasCompletedOnboarding, 2000);

    await request(a).delete('/api/user').set(me).send({ password: PASSWORD }).expect(200);
    await eventually('the other process no longer knows the user', async () => (await request(b).get('/api/user').set(me)).status === 401, 2000);
  });
});
