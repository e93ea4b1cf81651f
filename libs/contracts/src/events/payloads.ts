import type { z } from 'zod';
import { SUBJECTS, type Subject } from './subjects';
import {
  ActivityCompletedEvent,
  ActivityCreatedEvent,
  ActivityDeletedEvent,
  ActivityUpdatedEvent,
  SessionDeletedEvent,
  SessionDepositAddedEvent,
  SessionDepositChangedEvent,
  SessionEndedEvent,
  SessionStartedEvent,
  SessionUpdatedEvent,
} from './ledger.events';
import { ResultCheckedEvent } from './scanner.events';
import { SettingsChangedEvent } from './alerts.events';
import { ServiceUserDataClearedEvent } from './data-clearing.events';
import { UserDataClearedEvent, UserDeletedEvent, UserRegisteredEvent, UserSessionsRevokedEvent, UserTimeZoneChangedEvent } from './identity.events';

/** The payload schema of every subject: producers validate before writing the outbox, consumers on receipt. */
export const EVENT_PAYLOADS = {
  [SUBJECTS.ledgerActivityCreated]: ActivityCreatedEvent,
  [SUBJECTS.ledgerActivityCompleted]: ActivityCompletedEvent,
  [SUBJECTS.ledgerActivityUpdated]: ActivityUpdatedEvent,
  [SUBJECTS.ledgerActivityDeleted]: ActivityDeletedEvent,
  [SUBJECTS.ledgerSessionStarted]: SessionStartedEvent,
  [SUBJECTS.ledgerSessionDepositAdded]: SessionDepositAddedEvent,
  [SUBJECTS.ledgerSessionEnded]: SessionEndedEvent,
  [SUBJECTS.ledgerSessionUpdated]: SessionUpdatedEvent,
  [SUBJECTS.ledgerSessionDeleted]: SessionDeletedEvent,
  [SUBJECTS.ledgerSessionDepositUpdated]: SessionDepositChangedEvent,
  [SUBJECTS.ledgerSessionDepositDeleted]: SessionDepositChangedEvent,
  [SUBJECTS.ledgerUserDataCleared]: ServiceUserDataClearedEvent,
  [SUBJECTS.scannerResultChecked]: ResultCheckedEvent,
  [SUBJECTS.scannerUserDataCleared]: ServiceUserDataClearedEvent,
  [SUBJECTS.insightsUserDataCleared]: ServiceUserDataClearedEvent,
  [SUBJECTS.alertsSettingsChanged]: SettingsChangedEvent,
  [SUBJECTS.alertsUserDataCleared]: ServiceUserDataClearedEvent,
  [SUBJECTS.identityUserRegistered]: UserRegisteredEvent,
  [SUBJECTS.identityUserTimeZoneChanged]: UserTimeZoneChangedEvent,
  [SUBJECTS.identityUserDataCleared]: UserDataClearedEvent,
  [SUBJECTS.identityUserDeleted]: UserDeletedEvent,
  [SUBJECTS.identityUserSessionsRevoked]: UserSessionsRevokedEvent,
} as const satisfies Record<Subject, z.ZodType>;

/** The payload type of a subject, e.g. `EventPayload<'ledger.activity.created'>`. */
export type EventPayload<S extends Subject> = z.infer<(typeof EVENT_PAYLOADS)[S]>;

/** Validates a payload against its subject's schema; throws a ZodError when it does not match. */
export function parseEventPayload<S extends Subject>(subject: S, payload: unknown): EventPayload<S> {
  return EVENT_PAYLOADS[subject].parse(payload) as EventPayload<S>;
}
