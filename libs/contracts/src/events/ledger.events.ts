import { z } from 'zod';
import { ActivityType } from '../entities/activity';
import { SessionType } from '../entities/session';
import { TimeZone } from '../entities/user';
import { MoneyString } from '../money';

/**
 * The person's IANA time zone as the gateway's token gave it to the request that caused the event, so consumers
 * compute days and months without a copy of their own. Optional: events written before it read in DEFAULT_TIME_ZONE.
 */
const EventTimeZone = TimeZone.optional();

/**
 * ledger.activity.created: a wager, lottery ticket or session line was logged. The stake counts
 * as spend; the race fields let scanner schedule an AI result check after the event starts.
 */
export const ActivityCreatedEvent = z.object({
  userId: z.string().uuid(),
  activityId: z.string().uuid(),
  type: ActivityType,
  subtype: z.string(),
  amount: MoneyString,
  isCompleted: z.boolean(),
  createdAt: z.string().datetime(),
  racetrack: z.string().nullable().optional(),
  raceDate: z.string().nullable().optional(),
  raceTime: z.string().nullable().optional(),
  raceNumber: z.number().int().nullable().optional(),
  betType: z.string().nullable().optional(),
  horseNumber: z.number().int().nullable().optional(),
  horseSelections: z.string().nullable().optional(),
  isBoxed: z.boolean().nullable().optional(),
  racingSubtype: z.string().nullable().optional(),
  /** The scan the entry was filled from (its lottery numbers are kept by scanner). */
  scanId: z.uuid().nullable().optional(),
  /** When the race starts, from raceDate and raceTime in the person's time zone; null when either is missing. */
  eventAt: z.iso.datetime().nullable().optional(),
  timeZone: EventTimeZone,
});
export type ActivityCreatedEvent = z.infer<typeof ActivityCreatedEvent>;

/** ledger.activity.completed: a pending activity got its result, or one was logged with its result. */
export const ActivityCompletedEvent = z.object({
  userId: z.uuid(),
  activityId: z.uuid(),
  type: ActivityType,
  subtype: z.string(),
  amount: MoneyString,
  isWin: z.boolean(),
  winAmount: MoneyString.nullable(),
  completedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
  /**
   * True when the activity was logged with its result, in the same write as its created event (isCompleted): it never
   * waited for one, so a consumer that cancels waiting work can skip it. Absent in events written before it existed.
   */
  loggedWithResult: z.boolean().optional(),
});
export type ActivityCompletedEvent = z.infer<typeof ActivityCompletedEvent>;

/** ledger.session.started: starts the session-duration alert timer. */
export const SessionStartedEvent = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  type: SessionType,
  venue: z.string().nullable(),
  startedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type SessionStartedEvent = z.infer<typeof SessionStartedEvent>;

/** ledger.session.deposit_added: a deposit or buy-in; counts as spend. */
export const SessionDepositAddedEvent = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  depositId: z.uuid(),
  sessionType: SessionType,
  amount: MoneyString,
  totalDeposited: MoneyString,
  createdAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type SessionDepositAddedEvent = z.infer<typeof SessionDepositAddedEvent>;

/** ledger.session.ended: stops the session-duration alert timer. */
export const SessionEndedEvent = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  type: SessionType,
  totalDeposited: MoneyString,
  finalAmount: MoneyString,
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type SessionEndedEvent = z.infer<typeof SessionEndedEvent>;

/**
 * ledger.activity.updated: the person corrected a logged wager or ticket (amount, game or event, notes). Carries the
 * activity as it now is, so counted spend follows the new amount at the time it was first logged.
 */
export const ActivityUpdatedEvent = z.object({
  userId: z.uuid(),
  activityId: z.uuid(),
  type: ActivityType,
  subtype: z.string(),
  amount: MoneyString,
  previousAmount: MoneyString,
  isCompleted: z.boolean(),
  isWin: z.boolean().nullable(),
  winAmount: MoneyString.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type ActivityUpdatedEvent = z.infer<typeof ActivityUpdatedEvent>;

/** ledger.activity.deleted: the person deleted a wager or ticket (or undid logging it); it no longer counts anywhere. */
export const ActivityDeletedEvent = z.object({
  userId: z.uuid(),
  activityId: z.uuid(),
  type: ActivityType,
  amount: MoneyString,
  createdAt: z.iso.datetime(),
  deletedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type ActivityDeletedEvent = z.infer<typeof ActivityDeletedEvent>;

/** ledger.session.updated: the person corrected a session's venue or, once ended, its final amount. */
export const SessionUpdatedEvent = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  type: SessionType,
  venue: z.string().nullable(),
  totalDeposited: MoneyString,
  finalAmount: MoneyString.nullable(),
  updatedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type SessionUpdatedEvent = z.infer<typeof SessionUpdatedEvent>;

/** ledger.session.deleted: the person deleted a session (or undid starting it), with every deposit or buy-in in it. */
export const SessionDeletedEvent = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  type: SessionType,
  depositIds: z.array(z.uuid()),
  deletedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type SessionDeletedEvent = z.infer<typeof SessionDeletedEvent>;

/**
 * ledger.session.deposit_updated / ledger.session.deposit_deleted: a deposit or buy-in was corrected or deleted.
 * `amount` is the deposit's amount now (its old amount when deleted); `totalDeposited` is the session's new total.
 */
export const SessionDepositChangedEvent = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  depositId: z.uuid(),
  sessionType: SessionType,
  amount: MoneyString,
  totalDeposited: MoneyString,
  createdAt: z.iso.datetime(),
  changedAt: z.iso.datetime(),
  timeZone: EventTimeZone,
});
export type SessionDepositChangedEvent = z.infer<typeof SessionDepositChangedEvent>;
