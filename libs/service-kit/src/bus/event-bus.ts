import type { EventEnvelope } from '@tally/contracts';
import type { Logger } from '../log/logger';

export interface EventContext {
  logger: Logger;
  /** 1 on first delivery, more on redelivery. */
  deliveryCount: number;
}

/** A durable consumer: one per (consuming service, purpose), named `<service>-<purpose>`. */
export interface Subscription {
  subject: string;
  durable: string;
  handle(event: EventEnvelope, ctx: EventContext): Promise<void>;
}

/**
 * The event bus port. `publish` is called only by the outbox relay, with the outbox row id as the
 * message id (de-duplicated by the adapter). Delivery is at least once; handlers are idempotent.
 * A handler that throws `InputError` (a bad payload) is not retried; any other error is.
 */
export interface EventBus {
  readonly kind: 'nats' | 'in-process';
  publish(event: EventEnvelope): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  /** Stop consuming, let in-flight handlers finish, flush, disconnect. */
  close(): Promise<void>;
}
