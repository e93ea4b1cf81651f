/**
 * Keeps a server process running: when it exits without being asked to, logs it and starts it
 * again with growing waits (0.5 s, 1 s, 2 s, ...), giving up after MAX_RESTARTS failed or
 * short-lived starts in a row so a server that cannot run does not spin.
 */
import type { ChildProcess } from 'node:child_process';
import type { Logger } from '@tally/service-kit';

export interface WatchServerOptions {
  logger: Logger;
  /** Starts the server again; resolves once it accepts connections. */
  restart(): Promise<ChildProcess>;
  /** Stops a running server, resolving once it has exited. */
  stop(child: ChildProcess): Promise<void>;
  maxRestarts?: number;
  firstDelayMs?: number;
  /** A server that ran this long before exiting counts as healthy: its restarts start over. */
  stableAfterMs?: number;
}

export interface WatchedServer {
  /** Stops watching (no more restarts) and stops the server. */
  stop(): Promise<void>;
}

const MAX_RESTARTS = 5;
const FIRST_DELAY_MS = 500;
const STABLE_AFTER_MS = 60_000;

export function watchServer(first: ChildProcess, options: WatchServerOptions): WatchedServer {
  const { logger } = options;
  const maxRestarts = options.maxRestarts ?? MAX_RESTARTS;
  const firstDelayMs = options.firstDelayMs ?? FIRST_DELAY_MS;
  const stableAfterMs = options.stableAfterMs ?? STABLE_AFTER_MS;
  let current = first;
  let startedAt = Date.now();
  let failuresInARow = 0;
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (wake = resolve));

  function watch(child: ChildProcess): void {
    child.once('exit', (code, signal) => {
      if (stopping || child !== current) return;
      if (Date.now() - startedAt >= stableAfterMs) failuresInARow = 0;
      logger.error({ pid: child.pid, code, signal }, 'Embedded PostgreSQL exited unexpectedly; restarting it');
      restarting = restartWithBackoff();
    });
  }

  async function restartWithBackoff(): Promise<void> {
    while (!stopping) {
      if (failuresInARow >= maxRestarts) {
        logger.fatal({ restarts: failuresInARow }, 'Embedded PostgreSQL could not be kept running; requests fail until Tally is restarted');
        return;
      }
      const delayMs = firstDelayMs * 2 ** failuresInARow;
      failuresInARow += 1;
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, delayMs).unref())]);
      if (stopping) return;
      try {
        const child = await options.restart();
        if (stopping) {
          await options.stop(child);
          return;
        }
        current = child;
        startedAt = Date.now();
        watch(child);
        logger.warn({ pid: child.pid, attempt: failuresInARow }, 'Embedded PostgreSQL restarted; its data was recovered from its write-ahead log');
        return;
      } catch (err) {
        logger.error({ err, attempt: failuresInARow }, 'Restarting embedded PostgreSQL failed; will try again');
      }
    }
  }

  watch(first);
  return {
    async stop() {
      stopping = true;
      wake();
      await restarting;
      await options.stop(current);
    },
  };
}
