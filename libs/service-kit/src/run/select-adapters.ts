import type { Db } from '../db/db';
import type { EventBus } from '../bus/event-bus';
import type { JobScheduler } from '../jobs/job-scheduler';
import type { Logger } from '../log/logger';
import type { JobsTable } from '../outbox/tables';
import { createNatsEventBus } from '../bus/nats-event-bus';
import { createInProcessEventBus } from '../bus/in-process-event-bus';
import { createBullmqJobScheduler } from '../jobs/bullmq-job-scheduler';
import { createInProcessJobScheduler } from '../jobs/in-process-job-scheduler';

/** NATS JetStream when NATS_URL is set, the in-process bus otherwise. */
export async function createEventBusFor(config: { NATS_URL?: string; NATS_STREAM: string; NATS_SUBJECT_PREFIX: string }, logger: Logger): Promise<EventBus> {
  if (config.NATS_URL) {
    return createNatsEventBus({ url: config.NATS_URL, streamName: config.NATS_STREAM, subjectPrefix: config.NATS_SUBJECT_PREFIX, logger });
  }
  return createInProcessEventBus({ logger });
}

/** BullMQ when REDIS_URL is set, the service's own jobs table otherwise. */
export function createJobSchedulerFor(
  config: { REDIS_URL?: string; NATS_SUBJECT_PREFIX: string },
  service: { name: string; db: Db; table: JobsTable; logger: Logger },
): JobScheduler {
  if (config.REDIS_URL) {
    return createBullmqJobScheduler({ redisUrl: config.REDIS_URL, queueName: service.name, prefix: config.NATS_SUBJECT_PREFIX, logger: service.logger });
  }
  return createInProcessJobScheduler({ db: service.db, table: service.table, logger: service.logger });
}
