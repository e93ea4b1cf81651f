import { z } from 'zod';
import { baseConfigSchema } from '@tally/service-kit';

export const ledgerConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8082).describe('Port ledger listens on'),
});
export type LedgerConfig = z.infer<typeof ledgerConfigSchema>;
