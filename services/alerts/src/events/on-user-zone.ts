import { SUBJECTS, UserRegisteredEvent, UserTimeZoneChangedEvent } from '@tally/contracts';
import { InputError, type Subscription } from '@tally/service-kit';
import type { AlertsWork } from '../domain/alerts-work';

/**
 * Keeps each person's time zone, learned at registration and on every change, so their days,
 * weeks and months are their own. One durable consumer per subject.
 */
export function onUserZone(deps: { work: AlertsWork }): Subscription[] {
  const sources = [
    { subject: SUBJECTS.identityUserRegistered, durable: 'alerts-user-zones', schema: UserRegisteredEvent },
    { subject: SUBJECTS.identityUserTimeZoneChanged, durable: 'alerts-user-zone-changes', schema: UserTimeZoneChangedEvent },
  ];
  return sources.map(({ subject, durable, schema }) => ({
    subject,
    durable,
    handle: deps.work.once(durable, async (event, scope) => {
      const parsed = schema.safeParse(event.payload);
      if (!parsed.success) throw new InputError(`Bad ${event.subject} payload`, parsed.error.issues);
      await scope.spend.setTimeZone(parsed.data.userId, parsed.data.timeZone);
    }),
  }));
}
