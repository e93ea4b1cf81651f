import { randomUUID } from 'node:crypto';
import { SUBJECTS, toCents, type CreateActivityRequest, type CreateActivityResponse } from '@tally/contracts';
import { zonedDateTime } from '@tally/service-kit';
import { toActivity } from '../db/activities.repo';
import { decodeTicketImage } from './decode-ticket-image';
import type { LedgerDeps } from './ledger-work';
import { spendLimitsReached } from './spend-limits-reached';

/**
 * Stores a wager or lottery ticket (its image apart) and, in the same transaction, the event
 * that alerts counts as spend; a ticket logged with its result also announces the result. The
 * answer names any spend limit the person has now reached. `timeZone` is the person's, from the service token:
 * their days and months, and the zone the events carry to consumers.
 */
export async function recordActivity(deps: LedgerDeps, userId: string, input: CreateActivityRequest, timeZone: string): Promise<CreateActivityResponse> {
  const now = deps.clock();
  const ticketImage = input.ticketImage ? await deps.cleanTicketPhoto(decodeTicketImage(input.ticketImage)) : null;
  const result = resultOf(input);
  const { row, spendLimits } = await deps.work.run(async ({ activities, ticketImages, personLimits, publish }) => {
    const scanId = input.scanId ?? null;
    const inserted = await activities.insert({
      id: randomUUID(),
      userId,
      createdAt: now,
      ...columnsOf(input),
      isCompleted: result !== null,
      isWin: result?.isWin ?? null,
      winAmount: result?.winAmount ?? null,
      completedAt: result ? now : null,
      hasTicketImage: ticketImage !== null,
      scanId,
    });
    if (ticketImage) await ticketImages.insert({ activityId: inserted.id, userId, createdAt: now, ...ticketImage });
    await publish(SUBJECTS.ledgerActivityCreated, {
      userId,
      activityId: inserted.id,
      type: input.type,
      subtype: inserted.subtype,
      amount: inserted.amount,
      isCompleted: inserted.isCompleted,
      createdAt: inserted.createdAt.toISOString(),
      racetrack: inserted.racetrack,
      raceDate: inserted.raceDate,
      raceTime: inserted.raceTime,
      raceNumber: inserted.raceNumber,
      betType: inserted.betType,
      horseNumber: inserted.horseNumber,
      horseSelections: inserted.horseSelections,
      isBoxed: inserted.isBoxed,
      racingSubtype: inserted.racingSubtype,
      scanId,
      eventAt: inserted.raceDate && inserted.raceTime ? eventStart(inserted.raceDate, inserted.raceTime, timeZone) : null,
      timeZone,
    });
    if (result) {
      await publish(SUBJECTS.ledgerActivityCompleted, {
        userId,
        activityId: inserted.id,
        type: input.type,
        subtype: inserted.subtype,
        amount: inserted.amount,
        ...result,
        completedAt: now.toISOString(),
        timeZone,
        loggedWithResult: true,
      });
    }
    return { row: inserted, spendLimits: await spendLimitsReached({ personLimits }, userId, now, timeZone) };
  });
  return { ...toActivity(row), spendLimits };
}

/**
 * When a race starts: its date and time as the person entered them, read in their own time zone
 * (a ticket shows the local time of the venue, which for most people is their own zone).
 */
function eventStart(raceDate: string, raceTime: string, timeZone: string): string | null {
  return zonedDateTime(raceDate, raceTime, timeZone)?.toISOString() ?? null;
}

/**
 * The result of an activity logged already completed, or null when it is pending. The spec's
 * lottery dialog sends no isWin: a completed ticket with a won amount above 0 is a win. Its
 * won amount is also its win amount, the one field stats and updates read.
 */
function resultOf(input: CreateActivityRequest): { isWin: boolean; winAmount: string | null } | null {
  if (!input.isCompleted) return null;
  if (input.type === 'lottery') {
    const won = input.winAmount ?? input.wonAmount ?? null;
    const isWin = input.isWin ?? (won !== null && toCents(won) > 0n);
    return { isWin, winAmount: isWin ? won : null };
  }
  const isWin = input.isWin ?? false;
  return { isWin, winAmount: isWin ? (input.winAmount ?? null) : null };
}

function columnsOf(input: CreateActivityRequest) {
  const common = { type: input.type, subtype: input.subtype, amount: input.amount, details: input.details ?? null, description: input.description ?? null };
  if (input.type === 'lottery') return { ...common, wonAmount: input.wonAmount ?? null };
  return {
    ...common,
    racetrack: input.racetrack ?? null,
    raceDate: input.raceDate ?? null,
    raceTime: input.raceTime ?? null,
    raceNumber: input.raceNumber ?? null,
    betType: input.betType ?? null,
    horseNumber: input.horseNumber ?? null,
    horseSelections: input.horseSelections ?? null,
    isBoxed: input.isBoxed ?? null,
    racingSubtype: input.racingSubtype ?? null,
  };
}
