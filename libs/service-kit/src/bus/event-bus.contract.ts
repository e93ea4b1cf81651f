/**
 * The behaviour every EventBus adapter promises, run by each adapter's test file (the drizzle
 * pattern: one shared suite, a thin file per driver). Events go in through the outbox relay where
 * redelivery matters, since that is how services publish and the in-process bus relies on it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EventEnvelope } from '@tally/contracts';
import type { Database } from '../db/db';
import { startDeadLetterReplayer } from '../dead-letters/dead-letter-replayer';
import { createDeadLetters } from '../dead-letters/dead-letters';
import { InputError } from '../errors';
import type { Logger } from '../log/logger';
import { createOutbox, startOutboxRelay } from '../outbox/outbox';
import { createMessagingTestTables, type messagingTestTables } from '../outbox/test-tables.sql';
import { capturingLogger, createTestDatabase, LOG_LEVELS, silentLogger } from '../testing';
import { createUnitOfWork } from '../work/unit-of-work';
import { sleep, waitUntil } from './adapter-test-support';
import type { EventBus, EventContext } from './event-bus';
import { createRetryPolicy, type RetryPolicy } from './retry-policy';

/** Makes a fresh bus; a test that needs them passes its own retry policy and logger. */
export type MakeBus = (options?: { retryPolicy?: RetryPolicy; logger?: Logger }) => Promise<{ bus: EventBus; cleanup(): Promise<void> }>;

interface Received {
  event: EventEnvelope;
  deliveryCount: number;
}

/** Runs the shared EventBus suite against buses made by `makeBus` (a fresh bus per test). */
export function runEventBusContract(name: string, makeBus: MakeBus): void {
  describe(`event bus contract: ${name}`, () => {
    let database: Database;
    let tables: ReturnType<typeof messagingTestTables>;
    let bus: EventBus;
    let cleanup: () => Promise<void>;

    // Unique subjects and durables per test: a JetStream stream keeps earlier tests' messages.
    const unique = () => randomBytes(4).toString('hex');
    const subject = (tail: string) => `t${unique()}.thing.${tail}`;
    const envelope = (subjectName: string, payload: unknown = {}, id: string = randomUUID()): EventEnvelope => ({
      id,
      subject: subjectName,
      occurredAt: new Date().toISOString(),
      payload,
    });
    const recorder = (durable: string, subjectName: string, received: Received[], fail?: (r: Received) => unknown) => ({
      subject: subjectName,
      durable,
      async handle(event: EventEnvelope, ctx: EventContext) {
        const r = { event, deliveryCount: ctx.deliveryCount };
        received.push(r);
        const err = fail?.(r);
        if (err) throw err;
      },
    });

    beforeAll(async () => {
      database = await createTestDatabase();
      tables = await createMessagingTestTables(database.db, `bus_contract_${unique()}`);
    });
    afterAll(async () => {
      await database?.close();
    });
    beforeEach(async () => {
      ({ bus, cleanup } = await makeBus());
    });
    afterEach(async () => {
      await cleanup();
    });

    it('should deliver an event only to subscribers of its subject', async () => {
      const [wanted, other] = [subject('wanted'), subject('other')];
      const gotWanted: Received[] = [];
      const gotOther: Received[] = [];
      await bus.subscribe(recorder(`a-${unique()}`, wanted, gotWanted));
      await bus.subscribe(recorder(`b-${unique()}`, other, gotOther));

      const first = envelope(wanted, { n: 1 });
      const second = envelope(other, { n: 2 });
      await bus.publish(first);
      await bus.publish(second);
      await waitUntil('both subscribers received', () => gotWanted.length === 1 && gotOther.length === 1);

      // `other` would have seen `first` before `second` had it been delivered to it.
      expect(gotWanted.map((r) => r.event)).toEqual([first]);
      expect(gotOther.map((r) => r.event)).toEqual([second]);
      expect(gotWanted[0].deliveryCount).toBe(1);
    });

    it('should deliver an event to every durable subscribed to its subject', async () => {
      const s = subject('shared');
      const [one, two]: Received[][] = [[], []];
      await bus.subscribe(recorder(`one-${unique()}`, s, one));
      await bus.subscribe(recorder(`two-${unique()}`, s, two));

      const event = envelope(s, { hello: 'world' });
      await bus.publish(event);
      await waitUntil('both durables received', () => one.length === 1 && two.length === 1);

      expect(one[0].event).toEqual(event);
      expect(two[0].event).toEqual(event);
    });

    it('should redeliver an event whose handler failed, when published through the outbox', async () => {
      const s = subject('flaky');
      const received: Received[] = [];
      await bus.subscribe(recorder(`flaky-${unique()}`, s, received, (r) => r.deliveryCount === 1 && new Error('database hiccup')));
      const relay = startOutboxRelay({ db: database.db, table: tables.outbox, bus, logger: silentLogger(), intervalMs: 100 });

      const id = await database.db.transaction((tx) => createOutbox(tables.outbox).add(tx, s, { amount: '5.00' }));
      relay.nudge();
      await waitUntil('the event was redelivered', () => received.length >= 2);
      await relay.stop();

      expect(received.map((r) => r.event.id)).toEqual([id, id]);
      expect(received.map((r) => r.deliveryCount)).toEqual([1, 2]);
      expect(received[1].event.payload).toEqual({ amount: '5.00' });
    });

    it('should not redeliver an event whose handler threw InputError', async () => {
      const s = subject('invalid');
      const received: Received[] = [];
      await bus.subscribe(recorder(`invalid-${unique()}`, s, received, (r) => r.event.payload === 'bad' && new InputError('bad payload')));

      await bus.publish(envelope(s, 'bad'));
      await bus.publish(envelope(s, 'good'));
      await waitUntil('the next event arrived', () => received.some((r) => r.event.payload === 'good'));
      await sleep(1500); // longer than the first retry delay of either adapter

      expect(received.map((r) => r.event.payload)).toEqual(['bad', 'good']);
    });

    it('should dead-letter an event that always fails after the retry policy attempts, and replay it on request', async () => {
      const retryPolicy = createRetryPolicy({ maxAttempts: 3, initialDelayMs: 100, maxDelayMs: 200 });
      const log = capturingLogger();
      const poison = await makeBus({ retryPolicy, logger: log.logger });
      const s = subject('poison');
      const received: Received[] = [];
      let fixed = false;
      const deadLetters = createDeadLetters(database.db, tables.deadLetters);
      const subscription = deadLetters.keeping(recorder(`poison-${unique()}`, s, received, () => !fixed && new Error('cannot apply this event')));
      await poison.bus.subscribe(subscription);
      const relay = startOutboxRelay({ db: database.db, table: tables.outbox, bus: poison.bus, logger: silentLogger(), intervalMs: 50, retryPolicy });
      const replayer = startDeadLetterReplayer({ db: database.db, table: tables.deadLetters, subscriptions: [subscription], logger: log.logger, intervalMs: 50 });
      const deadLetterOf = async (eventId: string) => (await database.db.select().from(tables.deadLetters).where(eq(tables.deadLetters.eventId, eventId)))[0];
      try {
        const id = await database.db.transaction((tx) => createOutbox(tables.outbox).add(tx, s, { amount: '7.50' }));
        relay.nudge();
        await waitUntil('the event was dead-lettered', async () => (await deadLetterOf(id)) !== undefined);
        await sleep(800); // longer than the policy's waits: a fourth attempt would have come by now

        expect(received.map((r) => [r.event.id, r.deliveryCount])).toEqual([
          [id, 1],
          [id, 2],
          [id, 3],
        ]);
        const letter = await deadLetterOf(id);
        expect(letter).toMatchObject({ durable: subscription.durable, subject: s, payload: { amount: '7.50' }, attempts: 3, replayedAt: null });
        expect(letter.error).toContain('cannot apply this event');
        expect(log.lines.filter((l) => l.level === LOG_LEVELS.error && l.eventId === id && /dead letters/.test(l.msg))).toHaveLength(1);

        // A replay while the handler still fails keeps the dead letter, with one more attempt.
        await deadLetters.requestReplay(letter.id);
        await waitUntil('the failed replay was recorded', async () => (await deadLetterOf(id)).attempts === 4);
        expect(received).toHaveLength(4);
        expect(await deadLetterOf(id)).toMatchObject({ replayRequestedAt: null, replayedAt: null });

        fixed = true;
        await deadLetters.requestReplay(letter.id);
        await waitUntil('the replay succeeded', async () => (await deadLetterOf(id)).replayedAt !== null);
        expect(received).toHaveLength(5);
        expect(received[4].event).toEqual(received[0].event);
      } finally {
        await replayer.stop();
        await relay.stop();
        await poison.cleanup();
      }
    });

    it('should apply a message id published twice once, through an idempotent consumer', async () => {
      const s = subject('once');
      const durable = `once-${unique()}`;
      const applied: string[] = [];
      const work = createUnitOfWork({ db: database.db, tables, bus, logger: silentLogger(), repositories: () => ({}) });
      const handle = work.once(durable, async (event) => {
        applied.push(String(event.payload));
      });
      await bus.subscribe({ subject: s, durable, handle: (event) => handle(event) });

      const event = envelope(s, 'first');
      await bus.publish(event);
      await bus.publish(event);
      await bus.publish(envelope(s, 'later'));
      await waitUntil('the later event was applied', () => applied.includes('later'));

      expect(applied).toEqual(['first', 'later']);
      const markers = await database.db.select().from(tables.inbox).where(eq(tables.inbox.messageId, event.id));
      expect(markers).toHaveLength(1);
    });

    it('should let an in-flight handler finish when closed', async () => {
      const s = subject('slow');
      let started = false;
      let finished = false;
      await bus.subscribe({
        subject: s,
        durable: `slow-${unique()}`,
        async handle() {
          started = true;
          await sleep(400);
          finished = true;
        },
      });

      const publishing = bus.publish(envelope(s)).catch(() => undefined);
      await waitUntil('the handler started', () => started);
      await bus.close();

      expect(finished).toBe(true);
      await publishing;
    });
  });
}
