import type { WorkScope } from '@tally/service-kit';
import type { NewNotification } from '../db/notifications.repo';
import type { AlertsRepos } from './alerts-work';

/** Hands a committed notification to push delivery (a no-op when push is off). Never throws. */
export type PushQueue = (notificationId: string, type: string) => void;

/**
 * Creates a notification in the caller's transaction and, once that commits, queues it for the
 * person's devices. False when one with the same dedupe key exists (a replay): nothing is sent.
 */
export async function notify(scope: WorkScope<AlertsRepos>, push: PushQueue, notification: NewNotification): Promise<boolean> {
  const row = await scope.notifications.create(notification);
  if (!row) return false;
  scope.afterCommit(() => push(row.id, row.type));
  return true;
}
