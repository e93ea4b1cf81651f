import { z } from 'zod';
import { KNOWN_PUSH_SERVICE_HOSTS } from '@tally/contracts';
import { baseConfigSchema, defaultPorts } from '@tally/service-kit';

/** Push services of the browsers in use (the contracts state the rule in the API document); endpoints elsewhere are refused. */
const KNOWN_PUSH_HOSTS = KNOWN_PUSH_SERVICE_HOSTS.join(',');

export const alertsConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts.alerts).describe('Port alerts listens on'),
  VAPID_PUBLIC_KEY: z.string().optional().describe('Web Push VAPID public key (base64url); unset turns push off (npm start makes one under DATA_DIR)'),
  VAPID_PRIVATE_KEY: z.string().optional().describe('Web Push VAPID private key (base64url), kept secret'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:alerts@example.com')
    .describe('Contact push services may use about our pushes (mailto: or https: URL)'),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default(KNOWN_PUSH_HOSTS)
    .transform((hosts) =>
      hosts
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .describe('Hosts (and their subdomains) push subscriptions may point at, comma-separated; https only, except a listed loopback host'),
  SESSION_ALERT_MINUTE_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60_000)
    .describe('How long one minute of a session lasts for its alerts; shortened only by tests and benchmarks'),
});
export type AlertsConfig = z.infer<typeof alertsConfigSchema>;
