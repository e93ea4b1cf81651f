import type { PushMessage } from '@tally/contracts';
import type { JobDefinition, JobScheduler, JobWriter } from '@tally/service-kit';
import type { AlertsWork } from '../domain/alerts-work';
import type { PushSender } from './push-sender';

/** Notification types that also go to the person's devices: the ones that matter while the app is closed. */
export const PUSHED_TYPES = new Set(['spend_limit_approaching', 'spend_limit_exceeded', 'spend_limit_breached', 'session_duration', 'session_late_night']);

const FAN_OUT = 'push-fan-out';
const DELIVER = 'push-deliver';

/** Where a tap on a pushed alert leads: the notification list, where it is the record. */
const OPEN_URL = '/notifications';

export interface PushJobs {
  definitions: JobDefinition[];
  /** Schedules, in the notification's transaction, its delivery to each of the person's devices. */
  queue(scope: JobWriter, notificationId: string): Promise<void>;
}

/**
 * Push goes out through jobs, off the event's transaction: one job per notification finds the
 * person's devices, then one job per device sends, so a retry resends to that device only.
 */
export function createPushJobs(deps: { work: AlertsWork; jobs: JobScheduler; sender: PushSender | null }): PushJobs {
  const { work, jobs, sender } = deps;
  const fanOut: JobDefinition<{ notificationId: string }> = {
    name: FAN_OUT,
    async process({ notificationId }) {
      const notification = await work.repos.notifications.get(notificationId);
      if (!notification) return; // forgotten since (Clear All Data)
      for (const device of await work.repos.pushSubscriptions.forUser(notification.userId)) {
        await jobs.schedule(DELIVER, { notificationId, subscriptionId: device.id }, { jobId: `push-${notificationId}-${device.id}`, attempts: 4 });
      }
    },
  };
  const deliver: JobDefinition<{ notificationId: string; subscriptionId: string }> = {
    name: DELIVER,
    async process({ notificationId, subscriptionId }, ctx) {
      if (!sender) return;
      const [notification, device] = await Promise.all([work.repos.notifications.get(notificationId), work.repos.pushSubscriptions.get(subscriptionId)]);
      if (!notification || !device || device.userId !== notification.userId) return;
      const message: PushMessage = { notificationId, type: notification.type, title: notification.title, body: notification.message, url: OPEN_URL };
      if ((await sender.send(device, message)) === 'gone') {
        await work.repos.pushSubscriptions.deleteById(device.id);
        ctx.logger.info({ subscriptionId }, 'Removed a push subscription its push service no longer knows');
      }
    },
  };
  return {
    definitions: [fanOut, deliver],
    async queue(scope, notificationId) {
      if (!sender) return;
      await scope.scheduleJob(FAN_OUT, { notificationId }, { jobId: `push-${notificationId}` });
    },
  };
}
