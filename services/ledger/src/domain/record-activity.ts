import { randomUUID } from 'node:crypto';
import { SUBJECTS, type Activity, type CreateActivityRequest } from '@tally/contracts';
import { toActivity } from '../db/activities.repo';
import type { LedgerWork } from './ledger-work';

export interface RecordActivityDeps {
  work: LedgerWork;
  clock: () => Date;
}

/** Stores a wager or lottery ticket and, in the same transaction, the event that alerts counts as spend. */
export async function recordActivity(deps: RecordActivityDeps, userId: string, input: CreateActivityRequest): Promise<Activity> {
  const now = deps.clock();
  const winAmount = input.isCompleted && input.isWin ? (input.winAmount ?? null) : null;
  const row = await deps.work.run(async ({ activities, publish }) => {
    const inserted = await activities.insert({
      id: randomUUID(),
      userId,
      createdAt: now,
      completedAt: input.isCompleted ? now : null,
      ...pickColumns(input),
      isWin: input.isCompleted ? (input.isWin ?? false) : null,
      winAmount,
    });
    await publish(SUBJECTS.ledgerActivityCreated, {
      userId,
      activityId: inserted.id,
      type: input.type,
      subtype: inserted.subtype,
      amount: inserted.amount,
      isCompleted: inserted.isCompleted,
      createdAt: inserted.createdAt.toISOString(),
    });
    return inserted;
  });
  return toActivity(row);
}

function pickColumns(input: CreateActivityRequest) {
  const common = {
    type: input.type,
    subtype: input.subtype,
    amount: input.amount,
    details: input.details ?? null,
    description: input.description ?? null,
    isCompleted: input.isCompleted,
    ticketImage: input.ticketImage ?? null,
  };
  if (input.type === 'lottery') return { ...common, wonAmount: input.wonAmount ?? null };
  return {
    ...common,
    racetrack: input.racetrack ?? null,
    raceDate: input.raceDate ?? null,
    raceTime: input.raceTime || null,
    raceNumber: input.raceNumber ?? null,
    betType: input.betType ?? null,
    horseNumber: input.horseNumber ?? null,
    horseSelections: input.horseSelections ?? null,
    isBoxed: input.isBoxed ?? null,
    racingSubtype: input.racingSubtype ?? null,
  };
}
