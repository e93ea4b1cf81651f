import { EVENT_PAYLOADS, type EventEnvelope, type EventPayload, type Subject } from '@tally/contracts';
import { InputError } from '../errors';
import type { EventContext, Subscription } from './event-bus';

// Each event's checked payload, by envelope: a consumer asks for it twice (whether it applies, then its handler), and
// embedded mode hands every consumer of a subject the same envelope. An activity's was parsed four times by its two
// consumers, about 1% of embedded mode's thread under writes.
const checked = new WeakMap<EventEnvelope, unknown>();

/**
 * The event's payload checked against its subject's contract; one that breaks it is an InputError, which the bus drops
 * as invalid. Checked once per envelope and frozen, as consumers share it: none can change what another reads.
 */
export function checkedPayload<S extends Subject>(subject: S, event: EventEnvelope): EventPayload<S> {
  const known = event.subject === subject ? checked.get(event) : undefined;
  if (known !== undefined) return known as EventPayload<S>;
  const parsed = EVENT_PAYLOADS[subject].safeParse(event.payload);
  if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
  const payload = deepFrozen(parsed.data);
  if (event.subject === subject) checked.set(event, payload);
  return payload as EventPayload<S>;
}

function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * A consumer of `subject` whose handler is idempotent by itself and writes nothing of its own in a transaction, so it
 * needs no inbox (the gateway's session updates). A service with data uses `work.consume`, which adds both.
 */
export function consume<S extends Subject>(subject: S, durable: string, handler: (payload: EventPayload<S>, ctx: EventContext) => Promise<void>): Subscription {
  return { subject, durable, handle: async (event, ctx) => handler(checkedPayload(subject, event), ctx) };
}
