import type { EventEnvelope } from '@tally/contracts';
import type { Logger } from '../log/logger';

export interface EventContext {
  logger: Logger;
  /** 1 on first delivery, more on redelivery. */
  deliveryCount: number;
}

/**
 * An event's context for a handler, whose logger (a child with the event's fields) is made when something logs: most
 * deliveries log nothing, and a pino child per delivery per consumer was about 0.5% of embedded mode's thread under writes.
 */
export function eventContext(logger: Logger, bindings: Record<string, unknown>, deliveryCount: number): EventContext {
  let child: Logger | undefined;
  return {
    get logger() {
      return (child ??= logger.child(bindings));
    },
    deliveryCount,
  };
}

/** Why an event is given up for one consumer. */
export interface DeliveryFailure {
  error: unknown;
  /** Deliveries to this consumer, the last one included. */
  attempts: number;
}

/** A durable consumer: one per (consuming service, purpose), named `<service>-<purpose>`. */
export interface Subscription {
  subject: string;
  durable: string;
  handle(event: EventEnvelope, ctx: EventContext): Promise<void>;
  /**
   * Keeps an event that failed its last allowed attempt (see RetryPolicy), so an operator can
   * replay it; services record it in their dead_letters table. When it throws (the database is
   * down too) the event stays on the bus and is tried again. Without it the event is dropped
   * after the error log line.
   */
  deadLetter?(event: EventEnvelope, failure: DeliveryFailure): Promise<void>;
}

/**
 * The event bus port. `publish` is called only by the outbox relay, with the outbox row id as the
 * message id (de-duplicated by the adapter). Delivery is at least once; handlers are idempotent.
 * A handler that throws `InputError` (a bad payload) is not retried; any other error is, as the
 * adapter's RetryPolicy says, and then the event goes to the subscription's `deadLetter`.
 */
export interface EventBus {
  readonly kind: 'nats' | 'in-process';
  publish(event: EventEnvelope): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  /** Resolves when the broker answers a round trip (NATS); absent for the in-process bus, which has no broker. */
  ping?(): Promise<void>;
  /** Stop consuming, let in-flight handlers finish, flush, disconnect. */
  close(): Promise<void>;
}
