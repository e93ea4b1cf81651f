/**
 * The event bus of distributed mode: NATS JetStream with one stream for all Tally subjects and
 * one durable pull consumer per subscription. JetStream de-duplicates publishes by message id
 * (the outbox row id) within the duplicate window, and redelivers anything not acknowledged.
 * The stream keeps a message only while a consumer still has to acknowledge it (interest
 * retention): a payload names a person, and nothing keeps it once every consumer has applied it
 * (docs/adr/0012-what-deletion-removes.md).
 */
import { AckPolicy, jetstream, jetstreamManager, JetStreamApiError, RetentionPolicy, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../log/logger';
import type { EventBus } from './event-bus';
import { startConsumerLoop, type ConsumerLoop } from './nats-consumer-loop';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';

export interface NatsEventBusOptions {
  /** One server URL, or several separated by commas. */
  url: string;
  streamName: string;
  /** Every subject on the bus is `${subjectPrefix}.${event.subject}`; the stream takes `${subjectPrefix}.>`. */
  subjectPrefix: string;
  logger: Logger;
  /** Redelivery after this long without an ack (default 30 s). */
  ackWaitMs?: number;
  /** Deliveries before a failing message is dead-lettered, and the delays between them (default DEFAULT_RETRY_POLICY). */
  retryPolicy?: RetryPolicy;
}

const NS_PER_MS = 1_000_000; // JetStream v3 config objects take durations in nanoseconds
const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
// A ceiling for a message a consumer never acknowledges (its service gone for good): after a week it goes.
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const STREAM_NAME_IN_USE = 10058;
// The server never gives up on a message by itself: the consumer loop does, after the retry
// policy's attempts, once the dead letter is written (a server-side limit would drop it unrecorded).
const UNLIMITED_DELIVERIES = -1;

/** Connects to NATS, makes sure the stream exists, and returns the bus (kind 'nats'). */
export async function createNatsEventBus(options: NatsEventBusOptions): Promise<EventBus> {
  const nc = await connect({
    servers: options.url.split(',').map((s) => s.trim()),
    // A service outlives NATS restarts: keep reconnecting rather than give up after 10 tries.
    maxReconnectAttempts: -1,
    // Otherwise every JetStream publish builds two Error objects with stack traces (a request context and a
    // timeout), 5.5% of the ledger's CPU under a write load; a timeout still rejects with a TimeoutError.
    noAsyncTraces: true,
  });
  try {
    return await createNatsEventBusOnConnection(nc, options);
  } catch (err) {
    await nc.close();
    throw err;
  }
}

/**
 * Same as createNatsEventBus on a connection made by the caller. The bus owns the connection
 * from then on: `close()` drains it.
 */
export async function createNatsEventBusOnConnection(nc: NatsConnection, options: Omit<NatsEventBusOptions, 'url'>): Promise<EventBus> {
  const { streamName, subjectPrefix } = options;
  const logger = options.logger.child({ bus: 'nats', stream: streamName });
  const ackWaitMs = options.ackWaitMs ?? 30_000;
  const retryPolicy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  await ensureStream(jsm, streamName, `${subjectPrefix}.>`, logger);
  const loops: ConsumerLoop[] = [];
  let closed = false;

  return {
    kind: 'nats',
    async publish(event) {
      const ack = await js.publish(`${subjectPrefix}.${event.subject}`, JSON.stringify(event), { msgID: event.id });
      if (ack.duplicate) logger.debug({ eventId: event.id, subject: event.subject }, 'Duplicate publish ignored');
    },
    async ping() {
      // A PING to the server and its PONG; while disconnected it waits for the reconnection.
      await nc.flush();
    },
    async subscribe(subscription) {
      if (closed) throw new Error('Event bus is closed');
      const settings: ConsumerSettings = {
        durable_name: subscription.durable,
        filter_subject: `${subjectPrefix}.${subscription.subject}`,
        ack_policy: AckPolicy.Explicit,
        ack_wait: ackWaitMs * NS_PER_MS,
        max_deliver: UNLIMITED_DELIVERIES,
      };
      // Created here first, so a bad configuration fails the service's start-up.
      await ensureConsumer(jsm, streamName, settings, logger);
      loops.push(
        startConsumerLoop({
          nc,
          js,
          streamName,
          subscription,
          ackWaitMs,
          retryPolicy,
          logger: logger.child({ durable: subscription.durable }),
          ensureConsumer: () => ensureConsumer(jsm, streamName, settings, logger),
        }),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(loops.map((loop) => loop.stop()));
      // drain flushes the acks of the last handlers before disconnecting.
      if (!nc.isClosed()) await nc.drain();
    },
  };
}

/**
 * Creates the stream with interest retention, or accepts an existing one that already takes our
 * subjects, moving it to interest retention when the server allows (NATS 2.10 and later; an older
 * server keeps the stream as it is and the warning says how to recreate it).
 */
async function ensureStream(jsm: JetStreamManager, name: string, subject: string, logger: Logger): Promise<void> {
  try {
    await jsm.streams.add({
      name,
      subjects: [subject],
      retention: RetentionPolicy.Interest,
      duplicate_window: DUPLICATE_WINDOW_MS * NS_PER_MS,
      max_age: MAX_AGE_MS * NS_PER_MS,
    });
  } catch (err) {
    if (!(err instanceof JetStreamApiError) || err.code !== STREAM_NAME_IN_USE) throw err;
    // Created earlier with other limits (by an operator, or an older version): fine if it takes our subjects.
    const info = await jsm.streams.info(name);
    if (!info.config.subjects?.includes(subject)) {
      throw new Error(`Stream ${name} exists without subject ${subject}`, { cause: err });
    }
    if (info.config.retention === RetentionPolicy.Interest) return;
    await jsm.streams
      // nats.js types leave retention out of an update; NATS 2.10 and later accept limits to interest.
      .update(name, { ...info.config, retention: RetentionPolicy.Interest } as Parameters<JetStreamManager['streams']['update']>[1])
      .catch((updateErr) =>
        logger.warn(
          { err: updateErr, retention: info.config.retention },
          'The stream keeps acknowledged events until its max age; delete it while the services are stopped so they create it with interest retention',
        ),
      );
  }
}

type ConsumerSettings = {
  durable_name: string;
  filter_subject: string;
  ack_policy: AckPolicy;
  ack_wait: number;
  max_deliver: number;
};

/** Creates the durable consumer, or updates an existing one whose settings changed. */
async function ensureConsumer(jsm: JetStreamManager, stream: string, config: ConsumerSettings, logger: Logger) {
  try {
    await jsm.consumers.add(stream, config);
  } catch (err) {
    const existing = await jsm.consumers.info(stream, config.durable_name).catch(() => undefined);
    if (!existing) throw err;
    if (existing.config.filter_subject !== config.filter_subject) {
      throw new Error(`Consumer ${config.durable_name} already filters ${existing.config.filter_subject}`, { cause: err });
    }
    await jsm.consumers
      .update(stream, config.durable_name, { ack_wait: config.ack_wait, max_deliver: config.max_deliver })
      .catch((updateErr) => logger.warn({ err: updateErr, durable: config.durable_name }, 'Kept existing consumer settings'));
  }
}
