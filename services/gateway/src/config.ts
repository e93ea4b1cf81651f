import { z } from 'zod';
import { baseConfigSchema, defaultPorts, replicaUrls } from '@tally/service-kit';

/**
 * Whether a reverse proxy in front sets X-Forwarded-For/-Proto/-Host. Only then are they read (for the
 * caller's address, and the scheme and host the Origin check compares with); otherwise any caller could
 * send them. Set it only when every request reaches the gateway through that proxy.
 */
export const trustProxySetting = z.stringbool().default(false).describe('true when a reverse proxy in front sets X-Forwarded-For/-Proto/-Host (read only then); default false');

/** How long a service may take to start its answer before the gateway answers 503 (a row may allow longer: answerTimeoutMs). */
export const DEFAULT_SERVICE_ANSWER_TIMEOUT_MS = 5000;

export const gatewayConfigSchema = baseConfigSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts.gateway).describe('Port the gateway (the only public port) listens on'),
    HOST: z.string().default('0.0.0.0').describe('Address the gateway listens on'),
    TRUST_PROXY: trustProxySetting,
    DATABASE_URL: z.string().url().optional().describe('PostgreSQL URL for sessions; needed only without REDIS_URL'),
    SESSION_KEYS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, 'each key must be at least 32 characters')).min(1))
      .describe('Comma-separated cookie signing keys, newest first'),
    IDENTITY_URL: replicaUrls(`http://127.0.0.1:${defaultPorts.identity}`, 'identity service'),
    LEDGER_URL: replicaUrls(`http://127.0.0.1:${defaultPorts.ledger}`, 'ledger service'),
    SCANNER_URL: replicaUrls(`http://127.0.0.1:${defaultPorts.scanner}`, 'scanner service'),
    INSIGHTS_URL: replicaUrls(`http://127.0.0.1:${defaultPorts.insights}`, 'insights service'),
    ALERTS_URL: replicaUrls(`http://127.0.0.1:${defaultPorts.alerts}`, 'alerts service'),
    SERVICE_ANSWER_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_SERVICE_ANSWER_TIMEOUT_MS)
      .describe("How long a service may take to start its answer before the gateway answers 503 with Retry-After (a route's answerTimeoutMs may allow longer)"),
    SHELL_URL: z.string().url().optional().describe('Static server of the shell; unset serves shell/dist from disk'),
    MFE_TRACKING_URL: z.string().url().optional().describe('Base URL of mfe-tracking; unset serves it at /remotes/tracking/'),
    MFE_REPORTS_URL: z.string().url().optional().describe('Base URL of mfe-reports'),
    MFE_INSIGHTS_URL: z.string().url().optional().describe('Base URL of mfe-insights'),
    MFE_SUPPORT_URL: z.string().url().optional().describe('Base URL of mfe-support'),
    FRONTEND_ROOT: z.string().optional().describe('Repository root holding shell/dist and mfe-*/dist (default: found from the package)'),
  })
  .refine((c) => c.REDIS_URL || c.DATABASE_URL, { message: 'set REDIS_URL (sessions in Redis) or DATABASE_URL (sessions in PostgreSQL)', path: ['DATABASE_URL'] });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
