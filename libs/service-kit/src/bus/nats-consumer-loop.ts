/**
 * One durable JetStream consumer, pulled in a loop that re-establishes itself after errors
 * (server restart, consumer deleted, missed heartbeats) until it is stopped. Each message is
 * settled explicitly: ack on success, term when it can never succeed or once it is in the
 * subscription's dead letters, nak with the retry policy's delay otherwise (nats.js
 * `jetstream/README.md`).
 */
import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EventEnvelope } from '@tally/contracts';
import { InputError } from '../errors';
import type { Logger } from '../log/logger';
import { eventContext, type Subscription } from './event-bus';
import { giveUpEvent } from './give-up-event';
import { createLanes } from './lanes';
import type { RetryPolicy } from './retry-policy';

export interface ConsumerLoopOptions {
  nc: NatsConnection;
  js: JetStreamClient;
  streamName: string;
  subscription: Subscription;
  logger: Logger;
  ackWaitMs: number;
  retryPolicy: RetryPolicy;
  /** Creates the durable consumer if missing; called before every (re)start. */
  ensureConsumer: () => Promise<void>;
}

export interface ConsumerLoop {
  /** Stops pulling, releases buffered messages, and resolves after the in-flight handler settles. */
  stop(): Promise<void>;
}

const MAX_RESTART_DELAY_MS = 10_000;
// Messages handled at once (each its own transaction), and how many the client keeps at hand: one
// person's events are handled one after another in stream order, several people's side by side.
const HANDLED_AT_ONCE = 16;
const BUFFERED_MESSAGES = 64;

/** Whose events must keep their order: the person the payload names, or one shared lane for events naming nobody. */
function laneOf(event: EventEnvelope): string {
  const userId = (event.payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? userId : '';
}

/** Starts consuming `subscription.durable` (which must exist) and returns a handle to stop it. */
export function startConsumerLoop(options: ConsumerLoopOptions): ConsumerLoop {
  const { nc, js, streamName, subscription, logger } = options;
  let stopping = false;
  let messages: ConsumerMessages | undefined;
  let wake: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (wake = resolve));

  // The settlements (acks, naks, terms, progress) of one event-loop turn go out together: the client
  // writes what was queued in one microtask in one socket write, and each handler ends in its own
  // microtask, so settled at once every ack was a write of its own (a fifth of a consumer's CPU
  // under a write load). An ack one turn later changes nothing for the server.
  let unsettled: Array<() => void> = [];
  function settleQueued(): void {
    const now = unsettled;
    unsettled = [];
    for (const settleOne of now) settleOne();
  }
  function settle(m: JsMsg, action: (m: JsMsg) => void): void {
    if (unsettled.push(() => settleNow(m, action)) === 1) setImmediate(settleQueued);
  }
  // A message may throw when settled on a closed connection; the server redelivers it anyway.
  function settleNow(m: JsMsg, action: (m: JsMsg) => void): void {
    try {
      action(m);
    } catch (err) {
      logger.warn({ err }, 'Could not settle message; it will be redelivered');
    }
  }

  /** The message's event, or undefined once an unparsable one is terminated. */
  function parse(m: JsMsg): EventEnvelope | undefined {
    try {
      return EventEnvelope.parse(m.json());
    } catch (err) {
      logger.error({ err, natsSubject: m.subject, deliveryCount: m.info.deliveryCount }, 'Unparsable event terminated');
      settle(m, (x) => x.term('unparsable'));
      return undefined;
    }
  }

  async function handle(m: JsMsg, event: EventEnvelope): Promise<void> {
    const deliveryCount = m.info.deliveryCount;
    const ctx = eventContext(logger, { subject: event.subject, eventId: event.id }, deliveryCount);
    // Tells the server the message is still being worked on, so a slow handler is not redelivered.
    const keepAlive = setInterval(() => settle(m, (x) => x.working()), Math.max(options.ackWaitMs / 3, 100));
    try {
      await subscription.handle(event, ctx);
      settle(m, (x) => x.ack());
    } catch (err) {
      if (err instanceof InputError) {
        ctx.logger.error({ err }, 'Event rejected as invalid; terminated');
        settle(m, (x) => x.term(err.message));
      } else if (deliveryCount >= options.retryPolicy.maxAttempts && (await giveUpEvent(subscription, event, err, deliveryCount, ctx.logger))) {
        settle(m, (x) => x.term('dead-lettered'));
      } else if (deliveryCount >= options.retryPolicy.maxAttempts) {
        // The dead letter could not be written: keep the message, the server delivers it again.
        settle(m, (x) => x.nak(options.retryPolicy.delayMs(deliveryCount)));
      } else {
        const delay = options.retryPolicy.delayMs(deliveryCount);
        ctx.logger.warn({ err, deliveryCount, retryInMs: delay }, 'Event handler failed; will be redelivered');
        settle(m, (x) => x.nak(delay));
      }
    } finally {
      clearInterval(keepAlive);
    }
  }

  // The client keeps pulling from a deleted consumer forever; end this round so it is recreated.
  async function restartWhenConsumerLost(current: ConsumerMessages): Promise<void> {
    for await (const status of current.status()) {
      if (status.type === 'consumer_deleted' || status.type === 'consumer_not_found') {
        logger.warn({ status: status.type }, 'Consumer lost; recreating it');
        await current.close();
        return;
      }
    }
  }

  async function run(): Promise<void> {
    let restartDelayMs = 250;
    while (!stopping && !nc.isClosed()) {
      try {
        await options.ensureConsumer();
        const consumer = await js.consumers.get(streamName, subscription.durable);
        messages = await consumer.consume({ max_messages: BUFFERED_MESSAGES });
        if (stopping) await messages.close();
        restartWhenConsumerLost(messages).catch((err) => logger.warn({ err }, 'Consumer status watch failed'));
        const lanes = createLanes(HANDLED_AT_ONCE, (err) => logger.error({ err }, 'Event handling crashed; the message will be redelivered'));
        try {
          for await (const m of messages) {
            // Buffered messages after stop go back at once, for another process to take.
            if (stopping) {
              settle(m, (x) => x.nak());
              continue;
            }
            const event = parse(m);
            if (event) await lanes.add(laneOf(event), () => handle(m, event));
            restartDelayMs = 250;
          }
        } finally {
          await lanes.idle();
        }
      } catch (err) {
        if (stopping || nc.isClosed()) break;
        logger.warn({ err, restartInMs: restartDelayMs }, 'Consumer stopped unexpectedly; re-establishing');
      }
      messages = undefined;
      await Promise.race([stopped, new Promise((r) => setTimeout(r, restartDelayMs).unref())]);
      restartDelayMs = Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS);
    }
  }

  const done = run().catch((err) => logger.error({ err }, 'Consumer loop crashed'));

  return {
    async stop() {
      stopping = true;
      wake();
      await messages?.close().catch(() => undefined);
      await done;
      // The last handlers' acks, before the caller drains the connection.
      settleQueued();
    },
  };
}
