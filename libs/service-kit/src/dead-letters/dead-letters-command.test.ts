/** `npm run dead-letters` (scripts/dead-letters.mjs) against a service's dead letters and its running replayer. */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { EventEnvelope } from '@tally/contracts';
import { createMessagingTestTables, type messagingTestTables } from '../outbox/test-tables.sql';
import { createTestDatabase, silentLogger, type TestDatabase } from '../testing';
import { startDeadLetterReplayer } from './dead-letter-replayer';
import { createDeadLetters } from './dead-letters';

const SCRIPT = fileURLToPath(new URL('../../../../scripts/dead-letters.mjs', import.meta.url));
const run = promisify(execFile);

describe('npm run dead-letters', () => {
  let database: TestDatabase;
  let tables: ReturnType<typeof messagingTestTables>;
  const command = (...args: string[]) => run(process.execPath, [SCRIPT, ...args], { env: { ...process.env, DATABASE_URL: database.url } });

  beforeAll(async () => {
    database = await createTestDatabase();
    tables = await createMessagingTestTables(database.db, 'ledger');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('When an operator lists and replays a dead letter, then the owning service runs its consumer on the event again', async () => {
    const event: EventEnvelope = { id: randomUUID(), subject: 'ledger.activity.created', occurredAt: new Date().toISOString(), payload: { amount: '4.20' } };
    const applied: EventEnvelope[] = [];
    const subscription = { subject: event.subject, durable: 'ledger-test-consumer', handle: async (e: EventEnvelope) => void applied.push(e) };
    const deadLetters = createDeadLetters(database.db, tables.deadLetters);
    const id = await deadLetters.record(subscription.durable, event, { error: new Error('the handler had a bug'), attempts: 10 });
    const replayer = startDeadLetterReplayer({ db: database.db, table: tables.deadLetters, subscriptions: [subscription], logger: silentLogger(), intervalMs: 100 });
    try {
      const listed = await command('list', '--service', 'ledger');
      expect(listed.stdout).toContain(`${id}  ledger  ledger-test-consumer  ledger.activity.created  event ${event.id}`);
      expect(listed.stdout).toContain('attempts 10');
      expect(listed.stdout).toContain('error: Error: the handler had a bug');
      expect(listed.stdout).toContain('payload: {"amount":"4.20"}');

      const replayed = await command('replay', id, '--wait', '20');

      expect(replayed.stdout).toContain(`${id}: replayed`);
      expect(applied).toEqual([event]);
      const [row] = await database.db.select().from(tables.deadLetters).where(eq(tables.deadLetters.id, id));
      expect(row.replayedAt).not.toBeNull();
      expect((await command('list')).stdout).toBe('No dead letters.\n');
      expect((await command('list', '--all')).stdout).toContain(`${id}  ledger`);
    } finally {
      await replayer.stop();
    }
  }, 60_000);

  it('When asked for a service that keeps no dead letters, then it says so and fails', async () => {
    await expect(command('list', '--service', 'nowhere')).rejects.toMatchObject({ stderr: expect.stringContaining('no service "nowhere" keeps dead letters here (ledger)') });
  });
});
