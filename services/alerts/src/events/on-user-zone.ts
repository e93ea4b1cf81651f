import { SUBJECTS } from '@tally/contracts';
import type { Subscription, WorkScope } from '@tally/service-kit';
import type { AlertsRepos } from '../domain/alerts-work';
import type { AlertsContext } from '../domain/alerts-context';

/**
 * Keeps each person's time zone, learned at registration and on every change, so their days,
 * weeks and months are their own. One durable consumer per subject.
 */
export function onUserZone(ctx: Pick<AlertsContext, 'work'>): Subscription[] {
  const remember = (zone: { userId: string; timeZone: string }, scope: WorkScope<AlertsRepos>) => scope.spend.setTimeZone(zone.userId, zone.timeZone);
  return [
    ctx.work.consume(SUBJECTS.identityUserRegistered, 'alerts-user-zones', remember),
    ctx.work.consume(SUBJECTS.identityUserTimeZoneChanged, 'alerts-user-zone-changes', remember),
  ];
}
