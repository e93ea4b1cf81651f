import { SUBJECTS } from '@tally/contracts';
import type { Subscription, WorkScope } from '@tally/service-kit';
import type { AlertsRepos, AlertsWork } from '../domain/alerts-work';

/**
 * Keeps each person's time zone, learned at registration and on every change, so their days,
 * weeks and months are their own. One durable consumer per subject.
 */
export function onUserZone(deps: { work: AlertsWork }): Subscription[] {
  const remember = (zone: { userId: string; timeZone: string }, scope: WorkScope<AlertsRepos>) => scope.spend.setTimeZone(zone.userId, zone.timeZone);
  return [
    deps.work.consume(SUBJECTS.identityUserRegistered, 'alerts-user-zones', remember),
    deps.work.consume(SUBJECTS.identityUserTimeZoneChanged, 'alerts-user-zone-changes', remember),
  ];
}
