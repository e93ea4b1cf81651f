import { randomUUID } from 'node:crypto';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, SUBJECTS } from '@tally/contracts';
import { startLedger, wager, type LedgerKit } from './helpers/ledger-test-kit';

/**
 * Issue 29: wagers that arrive at the same moment are written in batches, one transaction each (write-batcher.ts). Each
 * request must still get exactly what it would have alone: its own activity and answer, its key's earlier answer, its
 * own refusal.
 */
describe('wagers logged at the same moment (batched writes)', () => {
  let kit: LedgerKit;
  beforeAll(async () => {
    kit = await startLedger();
  });
  afterAll(() => kit.stop());

  const post = (userId: string, body: object, key?: string) => {
    const request = kit.http().post('/api/activities').set(kit.as(userId));
    return (key ? request.set(IDEMPOTENCY_KEY_HEADER, key) : request).send(body);
  };
  const activitiesOf = async (userId: string) =>
    (await kit.svc.database.pool.query<{ amount: string }>('select amount::text from ledger.activities where user_id = $1 order by amount', [userId])).rows.map((r) => r.amount);
  const batchesSeen = async () => Number((await kit.svc.database.pool.query(`select count(distinct xmin::text)::int as n from ledger.activities`)).rows[0].n);

  it('When many people log at once, with and without keys, a key sent twice, a key reused with another wager and a deleted person among them, then each gets its own answer', async () => {
    const people = Array.from({ length: 12 }, () => kit.newUser());
    const [gone, doubled, reused] = [kit.newUser(), kit.newUser(), kit.newUser()];
    await kit.svc.bus.publish({ id: randomUUID(), subject: SUBJECTS.identityUserDeleted, occurredAt: new Date().toISOString(), payload: { userId: gone } });
    const [doubledKey, reusedKey] = [randomUUID(), randomUUID()];
    await post(reused, wager(5), reusedKey).expect(201);
    const before = await batchesSeen();

    const answers = await Promise.all([
      ...people.map((who, i) => post(who, wager(10 + i), i % 2 ? randomUUID() : undefined)),
      post(doubled, wager(30), doubledKey),
      post(doubled, wager(30), doubledKey),
      post(reused, wager(6), reusedKey),
      post(gone, wager(40), randomUUID()),
    ]);

    const mine = answers.slice(0, people.length);
    expect(mine.map((a) => a.status)).toEqual(Array(people.length).fill(201));
    mine.forEach((answer, i) => expect(answer.body).toMatchObject({ amount: `${10 + i}.00`, spendLimits: [] }));
    for (const [i, who] of people.entries()) expect(await activitiesOf(who)).toEqual([`${10 + i}.00`]);
    // Fewer transactions than wagers: they were written together.
    expect((await batchesSeen()) - before).toBeLessThan(people.length);

    const [first, second] = answers.slice(people.length, people.length + 2);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.text).toBe(first.text);
    expect([first, second].filter((a) => a.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()] === 'true')).toHaveLength(1);
    expect(await activitiesOf(doubled)).toEqual(['30.00']);

    const reusedAnswer = answers[people.length + 2];
    expect({ status: reusedAnswer.status, code: reusedAnswer.body.code }).toEqual({ status: 422, code: ERROR_CODES.idempotencyKeyReused });
    expect(await activitiesOf(reused)).toEqual(['5.00']);

    const refused = answers[people.length + 3];
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 401, message: 'This account has been deleted.' });
    expect(await activitiesOf(gone)).toEqual([]);
    const goneKeys = await kit.svc.database.pool.query('select 1 from ledger.idempotency_keys where user_id = $1', [gone]);
    expect(goneKeys.rowCount).toBe(0);
  });

  it('When one wager of a batch cannot be stored, then only that one fails and the others are stored', async () => {
    const people = Array.from({ length: 6 }, () => kit.newUser());
    // A row the database refuses although every schema accepts it (as a constraint or a fault would): a trigger on this test database.
    await kit.svc.database.pool.query(`
      create or replace function ledger.refuse_13_13() returns trigger language plpgsql as $$
      begin if new.amount = 13.13 then raise exception 'refused for the test'; end if; return new; end $$;
      create trigger refuse_13_13 before insert on ledger.activities for each row execute function ledger.refuse_13_13();`);
    try {
      const answers = await Promise.all(people.map((who, i) => post(who, wager(i === 3 ? '13.13' : 10 + i))));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 500, 201, 201]);
      for (const [i, who] of people.entries()) expect(await activitiesOf(who)).toEqual(i === 3 ? [] : [`${10 + i}.00`]);
    } finally {
      await kit.svc.database.pool.query('drop trigger refuse_13_13 on ledger.activities; drop function ledger.refuse_13_13()');
    }
  });
});
