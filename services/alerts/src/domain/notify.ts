import type { WorkScope } from '@tally/service-kit';
import type { NewNotification } from '../db/notifications.repo';
import type { AlertsRepos } from './alerts-work';

/** Queues a notification for push delivery in the caller's transaction (the job outbox; nothing when push is off). */
export type PushQueue = (scope: WorkScope<AlertsRepos>, notificationId: string, type: string) => Promise<void>;

/**
 * Creates a notification in the caller's transaction and queues it for the person's devices in the
 * same transaction. False when one with the same dedupe key exists (a replay): nothing is sent.
 */
export async function notify(scope: WorkScope<AlertsRepos>, push: PushQueue, notification: NewNotification): Promise<boolean> {
  const row = await scope.notifications.create(notification);
  if (!row) return false;
  await push(scope, row.id, row.type);
  return true;
}
