import { z } from 'zod';
import { databaseTimeoutsConfig, defaultPorts } from '@tally/service-kit';
import { trustProxySetting } from '@tally/gateway/embedding';

/** `npm start`: everything has a default, so a fresh clone runs with no configuration. */
export const embeddedConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPorts.gateway).describe('Port of the app'),
  HOST: z.string().default('0.0.0.0').describe('Address to listen on'),
  DATA_DIR: z.string().default('./data').describe('Where the embedded PostgreSQL server, mailbox and session keys live'),
  DATABASE_URL: z.string().url().optional().describe('Use this PostgreSQL server instead of the embedded one'),
  ...databaseTimeoutsConfig,
  NATS_URL: z.string().optional().describe('Use NATS JetStream instead of the in-process bus'),
  NATS_STREAM: z.string().default('TALLY'),
  NATS_SUBJECT_PREFIX: z.string().default('tally'),
  REDIS_URL: z.string().optional().describe('Use Redis/BullMQ instead of in-process jobs'),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000).describe('A Redis command a request waits on (sessions) fails after this'),
  RATE_LIMITS: z.string().optional().describe("Numbers replacing the route table's rate limits, e.g. register:address=20/60 (read by each service)"),
  SERVICE_TOKEN_SECRET: z.string().min(32).optional().describe('Gateway token secret (random per process when unset)'),
  SESSION_KEYS: z.string().optional().describe('Cookie keys (generated once and kept in DATA_DIR when unset)'),
  PUBLIC_URL: z.string().url().optional().describe('Public origin, e.g. https://tally.example.org'),
  TRUST_PROXY: trustProxySetting,
  FRONTEND_ROOT: z.string().optional().describe('Folder holding shell/dist and mfe-*/dist (default: this repository)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;
