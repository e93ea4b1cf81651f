import { randomUUID } from 'node:crypto';
import { API_ENDPOINTS, SUBJECTS, toCents, type CreateActivityRequest, type CreateActivityResponse } from '@tally/contracts';
import {
  ACCOUNT_DELETED_MESSAGE,
  AuthenticationError,
  createWriteBatcher,
  zonedDateTime,
  type BatchOutcome,
  type EarlierRequest,
  type KeyedRequest,
  type WorkScope,
} from '@tally/service-kit';
import { toActivity, type ActivityListRow } from '../db/activities.repo';
import { decodeTicketImage } from './decode-ticket-image';
import type { LedgerDeps, LedgerRepos } from './ledger-work';
import { spendLimitsReachedForAll } from './spend-limits-reached';
import type { TicketPhoto } from './ticket-photos';

/** One request to log an activity, with its Idempotency-Key when it came with one. */
export interface ActivityRequest {
  userId: string;
  input: CreateActivityRequest;
  /** The person's zone, from the service token: their days and months, and the zone the events carry to consumers. */
  timeZone: string;
  idempotency?: KeyedRequest;
}

/** What became of a request: the new activity's answer, or, for a key held already, that key's earlier request. */
export type RecordedActivity = { answer: CreateActivityResponse; earlier?: never } | { earlier: EarlierRequest; answer?: never };

export interface ActivityRecorder {
  /** Logs the activity with the next batch (write-batcher.ts); rejects with this request's own refusal or failure. */
  record(request: ActivityRequest): Promise<RecordedActivity>;
}

/** The operation whose keys this claims, and the status its answer is kept with. */
const OPERATION_ID = 'createActivity';
const CREATED_STATUS = API_ENDPOINTS.createActivity.successStatus;

interface Prepared extends ActivityRequest {
  ticketImage: TicketPhoto | null;
}

/**
 * Stores wagers and lottery tickets (their images apart) for many requests at once, one transaction for a batch: each
 * with the event alerts counts as spend (and, logged with its result, the result's event), each answer naming any spend
 * limit its person has now reached. A request with an Idempotency-Key claims it in the same transaction and keeps its
 * answer there; a key held already gets its earlier request instead. A person identity has deleted is refused (401).
 */
export function createActivityRecorder(deps: LedgerDeps): ActivityRecorder {
  const batcher = createWriteBatcher<Prepared, RecordedActivity>({
    write: (requests) =>
      deps.work.runBatch(
        requests.map((r) => r.userId),
        (scope, forgotten) => recordAll(deps, scope, requests, forgotten),
      ),
    apartKey: (request) => (request.idempotency ? `${request.userId} ${request.idempotency.key}` : undefined),
  });
  return {
    async record(request) {
      const ticketImage = request.input.ticketImage ? await deps.cleanTicketPhoto(decodeTicketImage(request.input.ticketImage)) : null;
      return batcher.submit({ ...request, ticketImage });
    },
  };
}

async function recordAll(
  deps: LedgerDeps,
  scope: WorkScope<LedgerRepos>,
  requests: readonly Prepared[],
  forgotten: ReadonlySet<string>,
): Promise<Array<BatchOutcome<RecordedActivity>>> {
  const now = deps.clock();
  const outcomes: Array<BatchOutcome<RecordedActivity> | undefined> = requests.map((r) =>
    forgotten.has(r.userId) ? { ok: false, error: new AuthenticationError(ACCOUNT_DELETED_MESSAGE) } : undefined,
  );
  const keyed = requests.flatMap((r, i) => (r.idempotency && !outcomes[i] ? [{ i, userId: r.userId, ...r.idempotency }] : []));
  const held = await scope.keys.claim(OPERATION_ID, keyed);
  keyed.forEach(({ i }, k) => {
    const earlier = held[k];
    if (earlier) outcomes[i] = { ok: true, value: { earlier } };
  });
  const fresh = requests.flatMap((request, i) => (outcomes[i] ? [] : [{ i, request, result: resultOf(request.input) }]));
  const rows = await scope.activities.insertAll(
    fresh.map(({ request: { userId, input, ticketImage }, result }) => ({
      id: randomUUID(),
      userId,
      createdAt: now,
      ...columnsOf(input),
      isCompleted: result !== null,
      isWin: result?.isWin ?? null,
      winAmount: result?.winAmount ?? null,
      completedAt: result ? now : null,
      hasTicketImage: ticketImage !== null,
      scanId: input.scanId ?? null,
    })),
  );
  for (const [k, { request }] of fresh.entries()) {
    if (request.ticketImage) await scope.ticketImages.insert({ activityId: rows[k].id, userId: request.userId, createdAt: now, ...request.ticketImage });
    await announce(scope, rows[k], request, resultOf(request.input), now);
  }
  const reached = await spendLimitsReachedForAll(
    scope,
    fresh.map(({ request: { userId, timeZone } }) => ({ userId, at: now, timeZone })),
  );
  const answers = fresh.map((_f, k) => ({ ...toActivity(rows[k]), spendLimits: reached[k] }));
  await scope.keys.keep(
    OPERATION_ID,
    fresh.flatMap(({ request: { userId, idempotency } }, k) =>
      idempotency ? [{ userId, key: idempotency.key, status: CREATED_STATUS, answer: JSON.stringify(answers[k]) }] : [],
    ),
  );
  fresh.forEach(({ i }, k) => {
    outcomes[i] = { ok: true, value: { answer: answers[k] } };
  });
  return outcomes.map((outcome) => outcome!);
}

/** The activity's events: spend for alerts, and the result when it was logged with one. */
async function announce(scope: WorkScope<LedgerRepos>, inserted: ActivityListRow, { userId, input, timeZone }: ActivityRequest, result: ReturnType<typeof resultOf>, now: Date) {
  const scanId = input.scanId ?? null;
  await scope.publish(SUBJECTS.ledgerActivityCreated, {
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
    await scope.publish(SUBJECTS.ledgerActivityCompleted, {
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
