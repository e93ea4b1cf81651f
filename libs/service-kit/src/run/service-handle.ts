import type Koa from 'koa';
import type { Subscription } from '../bus/event-bus';
import type { ServedRoute } from '../http/bind-routes';
import type { JobDefinition } from '../jobs/job-scheduler';

/** What a service factory returns: its app, what it listens to, its jobs, and its own background loops. */
export interface ServiceHandle {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  app: Koa<any, any>;
  /** The operations of the route table its router serves. */
  routes: ServedRoute[];
  subscriptions: Subscription[];
  jobs: JobDefinition<any>[];
  /** Starts background loops (the outbox relay) once subscriptions are in place. */
  start(): Promise<void>;
  /** Stops them, letting a running pass finish. */
  stop(): Promise<void>;
}
