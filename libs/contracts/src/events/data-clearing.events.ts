import { z } from 'zod';
import { SUBJECTS } from './subjects';

/**
 * Clear All Data waits for every service that holds a person's tracked data. Identity publishes
 * `identity.user.data_cleared` and marks the request done once each service below has answered
 * with its own subject, written to its outbox in the same transaction as its deletions.
 */
export const DATA_OWNING_SERVICES = ['ledger', 'alerts', 'scanner', 'insights'] as const;
export const DataOwningService = z.enum(DATA_OWNING_SERVICES);
export type DataOwningService = z.infer<typeof DataOwningService>;

/** The subject each data-owning service answers Clear All Data with. */
export const USER_DATA_CLEARED_SUBJECTS = {
  ledger: SUBJECTS.ledgerUserDataCleared,
  alerts: SUBJECTS.alertsUserDataCleared,
  scanner: SUBJECTS.scannerUserDataCleared,
  insights: SUBJECTS.insightsUserDataCleared,
} as const satisfies Record<DataOwningService, string>;

/** `<service>.user_data.cleared`: this service no longer holds the person's tracked data for that request. */
export const ServiceUserDataClearedEvent = z.object({ userId: z.uuid(), requestId: z.uuid() });
export type ServiceUserDataClearedEvent = z.infer<typeof ServiceUserDataClearedEvent>;
