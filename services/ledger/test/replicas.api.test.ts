import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ListActivitiesResponse, Session, StatsResponse } from '@tally/contracts';
import { startTestService, type TestService } from '@tally/service-kit/testing';
import { createLedgerService, ledgerConfigSchema, ledgerJobsTable } from '../src/create-ledger-service';
import { wager } from './helpers/ledger-test-kit';

/**
 * Two ledger processes on one database and broker, as two replicas behind the gateway, each with its
 * read cache on: whichever replica a person's next call reaches, it never answers from before their
 * last change, wherever that change was made.
 */
describe('Two ledger replicas with their read caches on', () => {
  let svc: TestService;
  let replicas: Array<ReturnType<typeof request>>;
  beforeAll(async () => {
    svc = await startTestService({
      mode: 'distributed',
      jobsTable: ledgerJobsTable,
      create: createLedgerService,
      configSchema: ledgerConfigSchema,
      env: { READ_CACHE_TTL_MS: '600000' },
    });
    const second = await svc.replica();
    replicas = [request(svc.handler), request(second.handler)];
  });
  afterAll(() => svc.stop());

  const as = (userId: string) => ({ Authorization: svc.auth.header(userId) });

  it('When a person logs, edits and deletes through one replica, then the other never shows an answer from before the change', async () => {
    const person = randomUUID();
    const [a, b] = replicas;
    const statsOn = async (replica: ReturnType<typeof request>) => StatsResponse.parse((await replica.get('/api/stats').set(as(person)).expect(200)).body);
    const listOn = async (replica: ReturnType<typeof request>) => ListActivitiesResponse.parse((await replica.get('/api/activities?limit=5').set(as(person)).expect(200)).body);
    // Both replicas remember the empty ledger first.
    for (const replica of replicas) {
      expect((await statsOn(replica)).activitiesCount).toBe(0);
      expect(await listOn(replica)).toEqual([]);
    }
    for (let i = 1; i <= 20; i += 1) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a];
      await writer.post('/api/activities').set(as(person)).send(wager(10)).expect(201);
      expect((await statsOn(reader)).activitiesCount).toBe(i);
      expect(await listOn(reader)).toHaveLength(Math.min(i, 5));
      expect((await statsOn(writer)).totalSpent).toBe(`${10 * i}.00`);
    }
    const [latest] = await listOn(a);
    await b.patch(`/api/activities/${latest!.id}`).set(as(person)).send({ amount: 30 }).expect(200);
    expect((await statsOn(a)).totalSpent).toBe('220.00');
    await a.delete(`/api/activities/${latest!.id}`).set(as(person)).expect(200);
    expect((await statsOn(b)).totalSpent).toBe('190.00');
    expect((await listOn(b)).map((activity) => activity.id)).not.toContain(latest!.id);
  });

  it('When a session starts through one replica, then the other shows it as active at once, and ended once it ends', async () => {
    const person = randomUUID();
    const [a, b] = replicas;
    const activeOn = async (replica: ReturnType<typeof request>) => (await replica.get('/api/sessions/active').set(as(person)).expect(200)).body;
    expect(await activeOn(b)).toBeNull();
    const started = Session.parse((await a.post('/api/sessions').set(as(person)).send({ type: 'slot', venue: 'The Star', isActive: true }).expect(201)).body);
    expect((await activeOn(b))?.id).toBe(started.id);
    await b.post(`/api/sessions/${started.id}/end`).set(as(person)).send({ finalAmount: 0 }).expect(200);
    expect(await activeOn(a)).toBeNull();
  });

  it('When nothing about a person changed through the ledger, then both replicas answer their reads from the cache', async () => {
    const person = randomUUID();
    await replicas[0].post('/api/activities').set(as(person)).send(wager(5)).expect(201);
    for (const replica of replicas) expect((await replica.get('/api/stats').set(as(person)).expect(200)).body.totalSpent).toBe('5.00');
    // A change behind the ledger's back (no event, no NOTIFY) is not seen: the answers come from each replica's cache.
    await svc.database.pool.query('update ledger.activities set amount = 6 where user_id = $1', [person]);
    for (const replica of replicas) expect((await replica.get('/api/stats').set(as(person)).expect(200)).body.totalSpent).toBe('5.00');
    // Another person's change leaves this person's answers cached; their own change reaches both.
    await replicas[1].post('/api/activities').set(as(randomUUID())).send(wager(7)).expect(201);
    expect((await replicas[0].get('/api/stats').set(as(person)).expect(200)).body.totalSpent).toBe('5.00');
    await replicas[1].post('/api/activities').set(as(person)).send(wager(1)).expect(201);
    for (const replica of replicas) expect((await replica.get('/api/stats').set(as(person)).expect(200)).body.totalSpent).toBe('7.00');
  });
});
