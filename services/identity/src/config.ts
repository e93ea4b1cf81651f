import { z } from 'zod';
import { baseConfigSchema, defaultPorts } from '@tally/service-kit';

export const identityConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts.identity).describe('Port identity listens on'),
  SMTP_URL: z.string().url().optional().describe('SMTP server for verification emails, e.g. smtp://user:pass@mail:587; unset writes them to MAILBOX_DIR'),
  MAIL_FROM: z.string().default('Tally <no-reply@tally.local>').describe('From address of emails'),
  MAILBOX_DIR: z.string().optional().describe('Folder for emails when no SMTP is configured (default DATA_DIR/mailbox)'),
  VERIFICATION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(48)
    .describe('How long a verification link works'),
  PASSWORD_GUESSES_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .default(500)
    .describe('Sign-in guesses one IP address may make over every address in 15 minutes before its guesses are refused (ADR 0015)'),
  PUBLIC_URL: z.string().url().default(`http://localhost:${defaultPorts.gateway}`).describe('Public origin of the app, for links in emails'),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
