import { z } from 'zod';
import { baseConfigSchema } from '@tally/service-kit';

export const insightsConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8084).describe('Port insights listens on'),
});
export type InsightsConfig = z.infer<typeof insightsConfigSchema>;
