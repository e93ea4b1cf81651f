import { z } from 'zod';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../db/create-database';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses environment variables with a zod object schema, failing fast with every bad variable named.
 * Empty strings count as unset so `FOO=` falls back to the default.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
}

const ms = (fallback: number, what: string) => z.coerce.number().int().min(1).default(fallback).describe(what);

/**
 * How long a process waits on PostgreSQL (pg's own options, see createDatabase's DatabaseTimeouts):
 * in every service's schema, the gateway's and the embedded launcher's.
 */
export const databaseTimeoutsConfig = {
  DATABASE_CONNECT_TIMEOUT_MS: ms(DEFAULT_DATABASE_TIMEOUTS.connectMs, 'Longest wait for a PostgreSQL connection (new, or a free one from the pool)'),
  DATABASE_STATEMENT_TIMEOUT_MS: ms(DEFAULT_DATABASE_TIMEOUTS.statementMs, 'PostgreSQL cancels a statement running longer (statement_timeout)'),
  DATABASE_QUERY_TIMEOUT_MS: ms(DEFAULT_DATABASE_TIMEOUTS.queryMs, 'A query the server does not answer within this fails and its connection is dropped'),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: ms(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs, 'PostgreSQL ends a session idle inside a transaction this long'),
};

/** The pool's timeouts from a configuration that includes databaseTimeoutsConfig. */
export function databaseTimeoutsFrom(config: {
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  DATABASE_QUERY_TIMEOUT_MS: number;
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: number;
}): DatabaseTimeouts {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** Variables every service process understands; services extend this schema. */
export const baseConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).describe('Port to listen on (0 picks a free one)'),
  HOST: z.string().default('127.0.0.1').describe('Address to listen on'),
  DATABASE_URL: z.string().url().describe('PostgreSQL URL; each service keeps its tables in a schema of its own'),
  ...databaseTimeoutsConfig,
  DATA_DIR: z.string().default('./data').describe('Folder for files a service keeps (the mailbox without SMTP)'),
  NATS_URL: z.string().optional().describe('NATS with JetStream; unset means the in-process bus'),
  NATS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('TALLY')
    .describe('JetStream stream name'),
  NATS_SUBJECT_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('tally')
    .describe('Prefix of every subject'),
  REDIS_URL: z.string().optional().describe('Redis for BullMQ; unset means in-process jobs'),
  REDIS_COMMAND_TIMEOUT_MS: ms(2000, 'A Redis command a request waits on (sessions, sign-in throttle) fails after this'),
  RATE_LIMITS: z
    .string()
    .optional()
    .describe("Numbers replacing the route table's rate limits: comma-separated operationId:address|person|email=points/windowSec, e.g. register:address=20/60"),
  SERVICE_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').describe('Shared HS256 secret for gateway tokens'),
  PUBLIC_URL: z.string().url().optional().describe('Public origin of the app'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('Log level'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;
