import { randomBytes, randomUUID } from 'node:crypto';
import { jetstreamManager, RetentionPolicy } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { EventEnvelope } from '@tally/contracts';
import { silentLogger } from '../testing';
import { serverForTest, waitUntil } from './adapter-test-support';
import { runEventBusContract } from './event-bus.contract';
import type { EventBus } from './event-bus';
import { createNatsEventBus, createNatsEventBusOnConnection } from './nats-event-bus';

const natsUrl = await serverForTest('NATS_URL', 'nats://127.0.0.1:4222');
const describeWithNats = natsUrl ? describe : describe.skip;

// Random names: streams may not share subjects, so the prefix must be unique too.
const suffix = randomBytes(6).toString('hex');
const streamName = `TEST_BUS_${suffix}`;
const subjectPrefix = `test_${suffix}`;

describeWithNats('nats event bus', () => {
  afterAll(async () => {
    const nc = await connect({ servers: natsUrl! });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName).catch(() => false);
    await nc.close();
  });

  runEventBusContract('nats', async (options) => {
    const bus = await createNatsEventBus({ url: natsUrl!, streamName, subjectPrefix, logger: silentLogger(), ...options });
    return { bus, cleanup: () => bus.close() };
  });

  it('should redeliver an unacknowledged message to a new process after a crash', async () => {
    const options = { streamName, subjectPrefix, logger: silentLogger(), ackWaitMs: 1500 };
    const subject = `t${randomBytes(4).toString('hex')}.thing.crashed`;
    const durable = `crash-${randomBytes(4).toString('hex')}`;
    const event: EventEnvelope = { id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: { n: 1 } };
    const crashingConnection = await connect({ servers: natsUrl! });
    const crashing = await createNatsEventBusOnConnection(crashingConnection, options);
    let release: () => void = () => {};
    let firstDelivery: number | undefined;
    await crashing.subscribe({
      subject,
      durable,
      handle: (_e, ctx) => {
        firstDelivery = ctx.deliveryCount;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    await crashing.publish(event);
    await waitUntil('the first process is handling the event', () => firstDelivery !== undefined);

    await crashingConnection.close(); // the process dies mid-handler: no ack is ever sent
    release();
    await crashing.close();
    const received: Array<{ event: EventEnvelope; deliveryCount: number }> = [];
    let restarted: EventBus | undefined;
    try {
      restarted = await createNatsEventBus({ url: natsUrl!, ...options });
      await restarted.subscribe({ subject, durable, handle: async (e, ctx) => void received.push({ event: e, deliveryCount: ctx.deliveryCount }) });
      await waitUntil('the restarted process received the event', () => received.length > 0, 15_000);
    } finally {
      await restarted?.close();
    }

    expect(firstDelivery).toBe(1);
    expect(received).toEqual([{ event, deliveryCount: 2 }]);
  });

  it('should recreate its consumer when it was deleted on the server', async () => {
    const subject = `t${randomBytes(4).toString('hex')}.thing.kept`;
    const durable = `kept-${randomBytes(4).toString('hex')}`;
    const received: unknown[] = [];
    const bus = await createNatsEventBus({ url: natsUrl!, streamName, subjectPrefix, logger: silentLogger() });
    const nc = await connect({ servers: natsUrl! });
    const jsm = await jetstreamManager(nc);
    try {
      await bus.subscribe({ subject, durable, handle: async (e) => void received.push(e.payload) });
      await bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: 'before' });
      await waitUntil('the first event arrived', () => received.includes('before'));

      await jsm.consumers.delete(streamName, durable);
      // The stream keeps a message only for consumers that exist (interest retention): publish once it is back.
      await waitUntil(
        'the consumer was recreated',
        () =>
          jsm.consumers.info(streamName, durable).then(
            () => true,
            () => false,
          ),
        20_000,
      );
      await bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: 'after' });
      await waitUntil('the event after the deletion arrived', () => received.includes('after'), 20_000);

      expect(received).toContain('after');
    } finally {
      await bus.close();
      await nc.close();
    }
  });

  it('should keep a message only until every consumer of its subject has acknowledged it (interest retention)', async () => {
    const subject = `t${randomBytes(4).toString('hex')}.person.noted`;
    const [slow, fast] = [`slow-${randomBytes(4).toString('hex')}`, `fast-${randomBytes(4).toString('hex')}`];
    const bus = await createNatsEventBus({ url: natsUrl!, streamName, subjectPrefix, logger: silentLogger() });
    const nc = await connect({ servers: natsUrl! });
    const jsm = await jetstreamManager(nc);
    const kept = () =>
      jsm.streams.getMessage(streamName, { last_by_subj: `${subjectPrefix}.${subject}` }).then(
        (m) => m !== null,
        () => false,
      );
    let release: () => void = () => {};
    let slowHolds = false;
    const handled: string[] = [];
    try {
      await bus.subscribe({ subject, durable: fast, handle: async () => void handled.push(fast) });
      await bus.subscribe({
        subject,
        durable: slow,
        handle: () =>
          new Promise<void>((resolve) => {
            release = () => resolve(void handled.push(slow));
            slowHolds = true;
          }),
      });
      expect((await jsm.streams.info(streamName)).config.retention).toBe(RetentionPolicy.Interest);

      await bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: { note: 'a person’s note' } });
      await waitUntil('the fast consumer applied it', () => handled.includes(fast));
      // Released only once the slow one holds it: consumers fetch on their own, the slow one may not have it yet.
      await waitUntil('the slow consumer holds it', () => slowHolds);
      expect(await kept()).toBe(true);
      release();
      await waitUntil('both applied it', () => handled.includes(slow));

      await waitUntil('the stream dropped it', async () => !(await kept()), 10_000);
    } finally {
      release();
      await bus.close();
      await nc.close();
    }
  });

  it('should accept an existing stream with other limits that takes its subjects, and refuse one that does not', async () => {
    const nc = await connect({ servers: natsUrl! });
    const jsm = await jetstreamManager(nc);
    const [fits, misfits] = [`${streamName}_FITS`, `${streamName}_MISFITS`];
    await jsm.streams.add({ name: fits, subjects: [`${subjectPrefix}_fits.>`], duplicate_window: 10e9 });
    await jsm.streams.add({ name: misfits, subjects: [`${subjectPrefix}_elsewhere.>`] });
    try {
      const bus = await createNatsEventBus({ url: natsUrl!, streamName: fits, subjectPrefix: `${subjectPrefix}_fits`, logger: silentLogger() });
      await bus.close();

      await expect(createNatsEventBus({ url: natsUrl!, streamName: misfits, subjectPrefix: `${subjectPrefix}_misfits`, logger: silentLogger() })).rejects.toThrow(
        `exists without subject ${subjectPrefix}_misfits.>`,
      );
    } finally {
      await jsm.streams.delete(fits);
      await jsm.streams.delete(misfits);
      await nc.close();
    }
  });
  it('should acknowledge the messages handled in one turn in one socket write, not one write each', async () => {
    const subject = `t${randomBytes(4).toString('hex')}.thing.burst`;
    const durable = `burst-${randomBytes(4).toString('hex')}`;
    const count = 64;
    const nc = await connect({ servers: natsUrl! });
    const bus = await createNatsEventBusOnConnection(nc, { streamName, subjectPrefix, logger: silentLogger() });
    const jsm = await jetstreamManager(nc);
    // The client's socket (nats.js internals): every write it makes, pulls and acks alike.
    const socket = (nc as unknown as { protocol: { transport: { socket: { write: (...args: unknown[]) => boolean } } } }).protocol.transport.socket;
    const write = socket.write.bind(socket);
    let writes = 0;
    try {
      // Many people's events arriving while the handlers wait, so that they are then handled side by side.
      let open: () => void = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      let handled = 0;
      await bus.subscribe({
        subject,
        durable,
        handle: async () => {
          await opened;
          handled += 1;
        },
      });
      for (let i = 0; i < count; i++) {
        await bus.publish({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload: { userId: randomUUID(), i } });
      }
      socket.write = (...args: unknown[]) => {
        writes += 1;
        return write(...args);
      };
      open();
      await waitUntil('every event was handled', () => handled === count);
      await waitUntil('every ack reached the server', async () => (await jsm.consumers.info(streamName, durable)).num_ack_pending === 0);

      // One write per ack would be at least 64, plus the pulls.
      expect(writes).toBeLessThan(count / 4);
    } finally {
      socket.write = write;
      await bus.close();
    }
  });
});
