import { z } from 'zod';

/** What travels on the bus: the outbox row id is the message id used for de-duplication. */
export const EventEnvelope = z.object({
  id: z.string().min(1),
  subject: z.string().min(1),
  occurredAt: z.string().datetime(),
  payload: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelope>, 'payload'> & { payload: T };
