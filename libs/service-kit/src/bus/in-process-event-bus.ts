/**
 * The event bus of embedded mode, where every service runs in one process and shares one bus.
 * It stores nothing: durability comes from the outbox, whose relay calls `publish` and keeps the
 * row until `publish` resolves. So `publish` awaits every matching handler and rejects when one
 * fails with a retryable error; the relay tries again later and the handlers that had already
 * succeeded skip the repeat through their idempotency marker. After `retryPolicy.maxAttempts`
 * failures of one consumer the event goes to that consumer's dead letters and the publish succeeds
 * for it (the relay waits `retryPolicy.delayMs` between attempts).
 */
import type { EventEnvelope } from '@tally/contracts';
import { InputError } from '../errors';
import type { Logger } from '../log/logger';
import { eventContext, type EventBus, type Subscription } from './event-bus';
import { giveUpEvent } from './give-up-event';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';

export interface InProcessEventBusOptions {
  logger: Logger;
  /** Attempts per consumer before a dead letter (default DEFAULT_RETRY_POLICY). */
  retryPolicy?: RetryPolicy;
}

// Failed deliveries per (durable, message id), to report deliveryCount like JetStream does.
// Bounded so a stream of poison messages cannot grow it without limit. Memory only: after a
// restart an event's attempts count from 1 again.
const MAX_TRACKED_FAILURES = 10_000;

/** Creates the in-process bus (kind 'in-process'). */
export function createInProcessEventBus({ logger, retryPolicy = DEFAULT_RETRY_POLICY }: InProcessEventBusOptions): EventBus {
  const subscriptions = new Map<string, Subscription>();
  const failures = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  /** Runs one handler; resolves to the error that should make the publish fail, if any. */
  async function deliver(subscription: Subscription, event: EventEnvelope): Promise<unknown> {
    const key = `${subscription.durable}\u0000${event.id}`;
    const deliveryCount = (failures.get(key) ?? 0) + 1;
    const ctx = eventContext(logger, { subject: event.subject, eventId: event.id, durable: subscription.durable }, deliveryCount);
    try {
      await subscription.handle(event, ctx);
      failures.delete(key);
      return undefined;
    } catch (err) {
      if (err instanceof InputError) {
        failures.delete(key);
        ctx.logger.error({ err }, 'Event rejected as invalid; dropped for this consumer');
        return undefined;
      }
      failures.delete(key);
      if (deliveryCount >= retryPolicy.maxAttempts && (await giveUpEvent(subscription, event, err, deliveryCount, ctx.logger))) return undefined;
      failures.set(key, deliveryCount);
      if (failures.size > MAX_TRACKED_FAILURES) failures.delete(failures.keys().next().value!);
      if (deliveryCount >= retryPolicy.maxAttempts) return err;
      ctx.logger.warn({ err, deliveryCount }, 'Event handler failed; will be redelivered');
      return err;
    }
  }

  async function publishNow(event: EventEnvelope): Promise<void> {
    const targets = [...subscriptions.values()].filter((s) => s.subject === event.subject);
    const errors = (await Promise.all(targets.map((s) => deliver(s, event)))).filter((e) => e !== undefined);
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} handlers of ${event.subject} failed`);
  }

  return {
    kind: 'in-process',
    async publish(event) {
      if (closed) throw new Error('Event bus is closed');
      const delivery = publishNow(event);
      inFlight.add(delivery);
      try {
        await delivery;
      } finally {
        inFlight.delete(delivery);
      }
    },
    async subscribe(subscription) {
      if (closed) throw new Error('Event bus is closed');
      // One consumer per durable, as on JetStream: a second one is a wiring mistake here.
      if (subscriptions.has(subscription.durable)) {
        throw new Error(`Durable "${subscription.durable}" is already subscribed`);
      }
      subscriptions.set(subscription.durable, subscription);
    },
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
