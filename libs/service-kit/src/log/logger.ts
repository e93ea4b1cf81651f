import pino from 'pino';

export type Logger = pino.Logger;

/** One JSON logger per process; services and requests take children of it. */
export function createLogger(options: { name: string; level?: string }): Logger {
  return pino({
    name: options.name,
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', 'password'], remove: true },
  });
}
