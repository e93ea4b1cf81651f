import { z } from 'zod';
import { baseConfigSchema } from '@tally/service-kit';

export const identityConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8081).describe('Port identity listens on'),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
