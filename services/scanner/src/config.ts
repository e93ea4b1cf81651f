import { z } from 'zod';
import { baseConfigSchema } from '@tally/service-kit';

export const scannerConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8083).describe('Port scanner listens on'),
});
export type ScannerConfig = z.infer<typeof scannerConfigSchema>;
