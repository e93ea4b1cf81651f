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
  READ_CACHE_VERSIONS: z
    .enum(['database', 'process'])
    .default('database')
    .describe(
      "Where the read cache learns a person's data version: 'database' reads it on every cached read (any number of ledger replicas); 'process' keeps what this process committed (only when it is the one ledger, as in embedded mode)",
    ),
});
export type LedgerConfig = z.infer<typeof ledgerConfigSchema>;
