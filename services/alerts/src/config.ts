import { z } from 'zod';
import { baseConfigSchema } from '@tally/service-kit';

export const alertsConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8085).describe('Port alerts listens on'),
});
export type AlertsConfig = z.infer<typeof alertsConfigSchema>;
