import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventBus } from '../bus/event-bus';
import type { JobScheduler } from '../jobs/job-scheduler';
import type { Logger } from '../log/logger';
import type { ServiceHandle } from './service-handle';

export interface RunningService {
  name: string;
  port: number;
  url: string;
  server: http.Server;
  /** Stop taking requests, finish those in flight, stop jobs and loops. Shared bus and database stay open. */
  stop(): Promise<void>;
}

export interface StartServiceOptions {
  port: number;
  host: string;
  bus: EventBus;
  /** Absent for a process part with no jobs (the gateway). */
  jobs?: JobScheduler;
  logger: Logger;
  /**
   * Start the service's own loops (the outbox relay) at once; default true. Processes that host
   * several services on one in-process bus pass false and start them once every service has
   * subscribed, or events waiting in an outbox would be published before their consumers listen.
   */
  startLoops?: boolean;
}

/** Listens, subscribes, starts workers and loops, in that order (the lifecycle in STYLE.md). */
export async function startService(handle: ServiceHandle, options: StartServiceOptions): Promise<RunningService> {
  const server = http.createServer(handle.app.callback());
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  for (const subscription of handle.subscriptions) await options.bus.subscribe(subscription);
  for (const job of handle.jobs) options.jobs?.register(job);
  await options.jobs?.start();
  if (options.startLoops !== false) await handle.start();
  options.logger.info({ service: handle.name, port }, 'Service started');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      await handle.stop();
      await options.jobs?.close();
      options.logger.info({ service: handle.name }, 'Service stopped');
    })());
  return { name: handle.name, port, url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`, server, stop };
}
