import pino from 'pino';

export type Logger = pino.Logger;

/**
 * What never reaches a log line: credentials, and a failed query's parameters (a person's amounts,
 * notes, emails) together with PostgreSQL's `detail`, which repeats a row's values ("Key (email)=(…)").
 * Paths are pino's redaction (fast-redact), applied after the serializers below; removed rather than masked.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  '*.password',
  'password',
  '*.token',
  'token',
  'err.params',
  'err.detail',
  'err.cause.params',
  'err.cause.detail',
  'err.cause.cause.params',
  'err.cause.cause.detail',
];

export interface LoggerOptions {
  name: string;
  level?: string;
  /** Where lines go (default stdout); tests pass a stream to read what was logged. */
  destination?: pino.DestinationStream;
}

/** One JSON logger per process; services and requests take children of it. */
export function createLogger(options: LoggerOptions): Logger {
  const settings: pino.LoggerOptions = {
    name: options.name,
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACTED_LOG_PATHS, remove: true },
    serializers: { err: (err: unknown) => pino.stdSerializers.err(withoutQueryParameters(err) as Error) },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/**
 * Drizzle's failed-query error (DrizzleQueryError: `query`, `params`, `cause`) spells the parameters
 * into its message, and so into its stack, where no redaction path reaches. It is logged as an error of
 * the same name whose message keeps the statement only; the `params` field goes by the redaction paths.
 * The cause (PostgreSQL's own error) is kept, itself rewritten when it is one.
 */
function withoutQueryParameters(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const cause = 'cause' in err && err.cause !== undefined ? withoutQueryParameters(err.cause) : undefined;
  const failedQuery = 'query' in err && typeof err.query === 'string' && 'params' in err;
  if (!failedQuery && cause === err.cause) return err;
  const safe = new Error(failedQuery ? `Failed query: ${err.query as string}` : err.message, cause === undefined ? undefined : { cause });
  safe.name = err.name;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${err.name}: ${safe.message}`, ...frames].join('\n');
  for (const [key, value] of Object.entries(err)) if (key !== 'cause' && key !== 'params') Object.assign(safe, { [key]: value });
  return safe;
}
