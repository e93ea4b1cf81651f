import type { Logger } from '../log/logger';

/** Runs `shutdown` once on SIGINT/SIGTERM, then exits; a second signal or a 20 s overrun forces the exit. */
export function onShutdown(logger: Logger, shutdown: () => Promise<void>): void {
  let started = false;
  const handler = (signal: NodeJS.Signals) => {
    if (started) process.exit(1);
    started = true;
    logger.info({ signal }, 'Shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    shutdown()
      .then(() => process.exit(0))
      .catch((err) => {
        logger.error({ err }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
