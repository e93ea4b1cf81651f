import { randomBytes, randomUUID } from 'node:crypto';
import { createMessagingTestTables, type messagingTestTables } from '../outbox/test-tables.sql';
import { createTestDatabase, type TestDatabase } from '../testing';
import { forgottenAmong, markEventsForPeople, personHash } from './forgotten-people';

let database: TestDatabase;
let tables: ReturnType<typeof messagingTestTables>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  tables = await createMessagingTestTables(database.db, `forgotten_${randomBytes(4).toString('hex')}`);
});

const forget = (userId: string) => database.db.insert(tables.forgottenPeople).values({ userHash: personHash(userId) });

describe('the batch checks of a person', () => {
  it('should name the forgotten among several people, each once', async () => {
    const [kept, gone, alsoGone] = [randomUUID(), randomUUID(), randomUUID()];
    await forget(gone);
    await forget(alsoGone);

    const found = await database.db.transaction((tx) => forgottenAmong(tx, tables.forgottenPeople, [kept, gone, alsoGone, gone]));

    expect([...found].sort()).toEqual([gone, alsoGone].sort());
  });

  it("should mark a batch's events in the order given: a marked one done, a forgotten person's forgotten, a repeat in the batch done", async () => {
    const [zed, amy, gone] = ['zed-' + randomUUID(), 'amy-' + randomUUID(), randomUUID()];
    await forget(gone);
    const seen = randomUUID();
    await database.db.insert(tables.inbox).values({ messageId: seen, durable: 'checks' });
    const [first, second, fifth] = [randomUUID(), randomUUID(), randomUUID()];

    const outcomes = await database.db.transaction((tx) =>
      markEventsForPeople(tx, tables.forgottenPeople, 'checks', [
        { messageId: first, userId: zed },
        { messageId: seen, userId: amy },
        { messageId: second, userId: gone },
        { messageId: first, userId: zed },
        { messageId: fifth, userId: amy },
      ]),
    );

    expect(outcomes).toEqual(['apply', 'done', 'forgotten', 'done', 'apply']);
    const marked = await database.db.select().from(tables.inbox);
    expect(marked.map((row) => row.messageId).sort()).toEqual([first, seen, second, fifth].sort());
  });
});
