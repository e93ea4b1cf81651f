import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, SUBJECTS } from '@tally/contracts';
import { createIdempotentWrites } from '@tally/service-kit';
import { eventually } from '@tally/service-kit/testing';
import { idempotencyKeys } from '../src/db/schema';
import { startLedger, wager, type LedgerKit } from './helpers/ledger-test-kit';

/** Issue 28: every POST that creates something takes an Idempotency-Key; a repeat answers the first answer and writes nothing. */
describe('ledger idempotent writes (Idempotency-Key)', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const logWager = (userId: string, key: string, body: object = wager(25)) => kit.http().post('/api/activities').set(kit.as(userId)).set(IDEMPOTENCY_KEY_HEADER, key).send(body);
  const count = async (table: string, userId: string) =>
    Number((await kit.svc.database.pool.query(`select count(*)::int as n from ledger.${table} where user_id = $1`, [userId])).rows[0].n);

  it('When the same wager is sent twice with one key, then one activity is stored, one event goes out, and the second answer is the first, byte for byte', async () => {
    const user = kit.newUser();
    const key = randomUUID();

    const first = await logWager(user, key).expect(201);
    const again = await logWager(user, key).expect(201);

    expect(again.text).toBe(first.text);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await count('activities', user)).toBe(1);
    await kit.eventAbout(SUBJECTS.ledgerActivityCreated, 'activityId', first.body.id);
    expect(kit.eventsAbout(SUBJECTS.ledgerActivityCreated, 'activityId', first.body.id)).toHaveLength(1);
    expect(await count('idempotency_keys', user)).toBe(1);
  });

  it('When eight requests with one key arrive at the same moment, then one activity is stored and all eight answer it', async () => {
    const user = kit.newUser();
    const key = randomUUID();

    const answers = await Promise.all(Array.from({ length: 8 }, () => logWager(user, key)));

    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await count('activities', user)).toBe(1);
  });

  it('When the first request is held up (the client gave up) and commits later, then the retry waits for it and answers it: one activity', async () => {
    const user = kit.newUser();
    const key = randomUUID();
    // Another connection holds the activities table, as a paused or slow database would hold the first write.
    const blocker = new pg.Client({ connectionString: kit.svc.database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table ledger.activities in exclusive mode');
    try {
      const first = logWager(user, key).then((r) => r);
      // The first has claimed its key and waits on the table.
      await eventually('the first request to wait on the lock', async () => {
        const { rows } = await blocker.query(`select count(*)::int as n from pg_locks where relation = 'ledger.activities'::regclass and not granted`);
        return rows[0].n > 0 || undefined;
      });
      const retry = logWager(user, key).then((r) => r);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await blocker.query('commit');
      const [a, b] = await Promise.all([first, retry]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.text).toBe(a.text);
    } finally {
      await blocker.end();
    }
    expect(await count('activities', user)).toBe(1);
    // And a retry long after the commit answers the same.
    expect((await logWager(user, key).expect(201)).headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(await count('activities', user)).toBe(1);
  });

  it('When the same key comes with another body, then 422 with a clear message and nothing more is written', async () => {
    const user = kit.newUser();
    const key = randomUUID();
    await logWager(user, key, wager(25)).expect(201);

    const other = await logWager(user, key, wager(30)).expect(422);

    expect(other.body).toEqual({
      message: 'This Idempotency-Key was already used for a different request. Send a new key for a new entry.',
      code: ERROR_CODES.idempotencyKeyReused,
    });
    expect(await count('activities', user)).toBe(1);
  });

  it("When another person uses the same key, then theirs is a write of its own, and neither sees the other's answer", async () => {
    const [one, two] = [kit.newUser(), kit.newUser()];
    const key = randomUUID();

    const mine = await logWager(one, key).expect(201);
    const theirs = await logWager(two, key).expect(201);

    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect([await count('activities', one), await count('activities', two)]).toEqual([1, 1]);
  });

  it('When no key is sent, then each request writes (as before), and the same key on another operation is its own', async () => {
    const user = kit.newUser();
    await kit.postActivity(user, wager(5)).expect(201);
    await kit.postActivity(user, wager(5)).expect(201);
    expect(await count('activities', user)).toBe(2);

    const key = randomUUID();
    await logWager(user, key).expect(201);
    await kit.http().post('/api/sessions').set(kit.as(user)).set(IDEMPOTENCY_KEY_HEADER, key).send({ type: 'slot' }).expect(201);
    expect(await count('sessions', user)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable ASCII', 'clé-1'],
  ])('When the key is %s, then 400 with a clear message and nothing is written', async (_what, key) => {
    const user = kit.newUser();
    const res = await kit.http().post('/api/activities').set(kit.as(user)).set(IDEMPOTENCY_KEY_HEADER, key).send(wager(5));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.', code: ERROR_CODES.invalidInput });
    expect(await count('activities', user)).toBe(0);
  });

  it('When a session start, a deposit and its end are each sent twice, then each happens once and answers the same', async () => {
    const user = kit.newUser();
    const send = (path: string, key: string, body: object) => kit.http().post(path).set(kit.as(user)).set(IDEMPOTENCY_KEY_HEADER, key).send(body);
    const [startKey, depositKey, endKey] = [randomUUID(), randomUUID(), randomUUID()];

    const started = await send('/api/sessions', startKey, { type: 'table' }).expect(201);
    expect((await send('/api/sessions', startKey, { type: 'table' }).expect(201)).text).toBe(started.text);
    const id = started.body.id;
    const deposit = await send(`/api/sessions/${id}/deposits`, depositKey, { amount: 50 }).expect(201);
    expect((await send(`/api/sessions/${id}/deposits`, depositKey, { amount: 50 }).expect(201)).text).toBe(deposit.text);
    const ended = await send(`/api/sessions/${id}/end`, endKey, { finalAmount: 20 }).expect(200);
    // Without the key the end would be refused as already ended (409): the retry gets the first answer instead.
    expect((await send(`/api/sessions/${id}/end`, endKey, { finalAmount: 20 }).expect(200)).text).toBe(ended.text);

    expect(await count('sessions', user)).toBe(1);
    expect(await count('deposits', user)).toBe(1);
    expect(ended.body).toMatchObject({ totalDeposited: '50.00', finalAmount: '20.00' });
  });

  it('When a keyed write is refused (409), then its key is not kept, so the same key may succeed once the cause is gone', async () => {
    const user = kit.newUser();
    const active = (await kit.startSession(user).expect(201)).body;
    const key = randomUUID();
    const start = () => kit.http().post('/api/sessions').set(kit.as(user)).set(IDEMPOTENCY_KEY_HEADER, key).send({ type: 'slot' });

    await start().expect(409);
    expect(await count('idempotency_keys', user)).toBe(0);
    await kit.endSession(user, active.id, 0).expect(200);

    await start().expect(201);
    expect(await count('sessions', user)).toBe(2);
  });

  it('When a key is older than 24 hours, then it counts as new, and the sweep removes expired keys (and only those)', async () => {
    const user = kit.newUser();
    const [old, fresh] = [randomUUID(), randomUUID()];
    await logWager(user, old).expect(201);
    await logWager(user, fresh).expect(201);
    await kit.svc.database.pool.query(`update ledger.idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [old]);

    // A day on, the key is free again: the client's retries are long over.
    expect((await logWager(user, old).expect(201)).headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await count('activities', user)).toBe(3);

    await kit.svc.database.pool.query(`update ledger.idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [old]);
    const swept = await createIdempotentWrites(kit.svc.database.db, idempotencyKeys).sweepExpired();
    expect(swept).toBeGreaterThanOrEqual(1);
    const { rows } = await kit.svc.database.pool.query(`select key from ledger.idempotency_keys where user_id = $1`, [user]);
    expect(rows.map((r) => r.key)).toEqual([fresh]);
  });

  it.each([
    ['Clear All Data', SUBJECTS.identityUserDataCleared],
    ['account deletion', SUBJECTS.identityUserDeleted],
  ])("When %s reaches the ledger, then the person's keys and kept answers go, and nobody else's", async (_what, subject) => {
    const [gone, kept] = [kit.newUser(), kit.newUser()];
    const key = randomUUID();
    await logWager(gone, key).expect(201);
    await logWager(kept, key).expect(201);

    await kit.svc.bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: { userId: gone, requestId: randomUUID() } });

    await eventually('the keys to go', async () => ((await count('idempotency_keys', gone)) === 0 ? true : undefined));
    expect(await count('idempotency_keys', kept)).toBe(1);
    if (subject === SUBJECTS.identityUserDeleted) {
      // A deleted person's late write is refused (the tombstone, ADR 0012), whatever key it carries.
      await logWager(gone, key).expect(401);
      expect(await count('activities', gone)).toBe(0);
    } else {
      // The key no longer names the cleared entry: sent again, it logs anew.
      await logWager(gone, key).expect(201);
      expect(await count('activities', gone)).toBe(1);
    }
  });
});
