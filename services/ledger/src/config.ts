import { z } from 'zod';
import { baseConfigSchema, defaultPorts } from '@tally/service-kit';

export const ledgerConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts.ledger).describe('Port ledger listens on'),
  READ_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30_000)
    .describe(
      "How long a person's hot reads (stats, first activities page, active session) are kept at most; every replica drops them once a change of that person's data commits. 0 turns the cache off",
    ),
});
export type LedgerConfig = z.infer<typeof ledgerConfigSchema>;
