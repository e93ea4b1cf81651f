import { EVENT_PAYLOADS, type EventEnvelope, type EventPayload, type Subject } from '@tally/contracts';
import { InputError } from '../errors';
import type { EventContext, Subscription } from './event-bus';

/** The event's payload checked against its subject's contract; one that breaks it is an InputError, which the bus drops as invalid. */
export function checkedPayload<S extends Subject>(subject: S, event: EventEnvelope): EventPayload<S> {
  const parsed = EVENT_PAYLOADS[subject].safeParse(event.payload);
  if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
  return parsed.data as EventPayload<S>;
}

/**
 * A consumer of `subject` whose handler is idempotent by itself and writes nothing of its own in a transaction, so it
 * needs no inbox (the gateway's session updates). A service with data uses `work.consume`, which adds both.
 */
export function consume<S extends Subject>(subject: S, durable: string, handler: (payload: EventPayload<S>, ctx: EventContext) => Promise<void>): Subscription {
  return { subject, durable, handle: async (event, ctx) => handler(checkedPayload(subject, event), ctx) };
}
