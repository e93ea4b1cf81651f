import type { Db, UnitOfWork } from '@tally/service-kit';
import { createLimitCheckRepo } from '../db/limit-check.repo';
import { createNotificationsRepo } from '../db/notifications.repo';
import { createPendingLimitsRepo } from '../db/pending-limits.repo';
import { createPushSubscriptionsRepo } from '../db/push-subscriptions.repo';
import { createSessionTimersRepo } from '../db/session-timers.repo';
import { createSettingsRepo } from '../db/settings.repo';
import { createSpendRepo } from '../db/spend.repo';

/** Alerts' repositories, bound to the pool or to one transaction. */
export const alertsRepositories = (db: Db) => ({
  settings: createSettingsRepo(db),
  pendingLimits: createPendingLimitsRepo(db),
  spend: createSpendRepo(db),
  limitCheck: createLimitCheckRepo(db),
  notifications: createNotificationsRepo(db),
  sessionTimers: createSessionTimersRepo(db),
  pushSubscriptions: createPushSubscriptionsRepo(db),
});
export type AlertsRepos = ReturnType<typeof alertsRepositories>;
export type AlertsWork = UnitOfWork<AlertsRepos>;
