/** Every event subject, <producer>.<aggregate>.<past-tense-verb>. */
export const SUBJECTS = {
  ledgerActivityCreated: 'ledger.activity.created',
  ledgerActivityCompleted: 'ledger.activity.completed',
  ledgerActivityUpdated: 'ledger.activity.updated',
  ledgerActivityDeleted: 'ledger.activity.deleted',
  ledgerSessionStarted: 'ledger.session.started',
  ledgerSessionDepositAdded: 'ledger.session.deposit_added',
  ledgerSessionEnded: 'ledger.session.ended',
  ledgerSessionUpdated: 'ledger.session.updated',
  ledgerSessionDeleted: 'ledger.session.deleted',
  ledgerSessionDepositUpdated: 'ledger.session.deposit_updated',
  ledgerSessionDepositDeleted: 'ledger.session.deposit_deleted',
  ledgerUserDataCleared: 'ledger.user_data.cleared',
  scannerResultChecked: 'scanner.result.checked',
  scannerUserDataCleared: 'scanner.user_data.cleared',
  insightsUserDataCleared: 'insights.user_data.cleared',
  alertsSettingsChanged: 'alerts.settings.changed',
  alertsUserDataCleared: 'alerts.user_data.cleared',
  identityUserRegistered: 'identity.user.registered',
  identityUserTimeZoneChanged: 'identity.user.time_zone_changed',
  identityUserDataCleared: 'identity.user.data_cleared',
  identityUserDeleted: 'identity.user.deleted',
  identityUserSessionsRevoked: 'identity.user.sessions_revoked',
} as const;
export type Subject = (typeof SUBJECTS)[keyof typeof SUBJECTS];

/** Every subject, as a list. */
export const ALL_SUBJECTS: readonly Subject[] = Object.values(SUBJECTS);
