/**
 * Tombstones of deleted people, one table per service (`forgotten_people`), filled by the service's
 * consumers of `identity.user.deleted`. A write for a person identity has deleted may still arrive: a
 * request whose token the gateway signed a moment before, a late event, or either one while the bus was
 * down. Such a write must not leave an orphan, so every write transaction for a person checks the
 * tombstone under a per-person advisory lock that the deletion takes exclusively: a write that began
 * before the deletion commits first and its rows are deleted with the rest; one that comes after sees
 * the tombstone. The row keeps a SHA-256 of the id, not the id itself: it says that someone was
 * deleted, and matches their id when it comes back, without naming them (docs/adr/0012-what-deletion-removes.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import { arrayOf, builtOnce, valueOf } from '../db/built-once';
import { AuthenticationError } from '../errors';
import type { ForgottenPeopleTable } from '../outbox/tables';
import { PERSON_LOCK_SPACE } from './person-check-functions';

export const ACCOUNT_DELETED_MESSAGE = 'This account has been deleted.';

const acting = new AsyncLocalStorage<string>();

/** Runs a signed-in request's work for `userId`: its write transactions are refused once the person is deleted. */
export function actingFor<T>(userId: string, work: () => Promise<T>): Promise<T> {
  return acting.run(userId, work);
}

/** The person the current request writes for, if any. */
export function actingPerson(): string | undefined {
  return acting.getStore();
}

// Every write and event of a person's asks for their hash: the latest people's are kept (a lookup costs under 1% of a SHA-256: 12 ns against 1.9 µs here).
const hashesKept = new Map<string, string>();
const MAX_HASHES_KEPT = 10_000;

export function personHash(userId: string): string {
  let hash = hashesKept.get(userId);
  if (hash === undefined) {
    hash = createHash('sha256').update(userId).digest('hex');
    if (hashesKept.size >= MAX_HASHES_KEPT) hashesKept.delete(hashesKept.keys().next().value!);
    hashesKept.set(userId, hash);
  }
  return hash;
}

const schemas = new WeakMap<ForgottenPeopleTable, SQL>();
/** The schema holding a service's tombstones, where its person-check functions live (person-check-functions.ts). */
function functionsSchema(table: ForgottenPeopleTable): SQL {
  const known = schemas.get(table);
  if (known) return known;
  const schema = sql`${sql.identifier(getTableConfig(table).schema ?? 'public')}`;
  schemas.set(table, schema);
  return schema;
}

// A batch's two statements, built once per service (their text differs only by the schema).
const peopleForgotten = builtOnce<ForgottenPeopleTable, { person: string }>(
  (table) => sql`select person from ${functionsSchema(table)}.people_forgotten(${arrayOf('people', 'text')}, ${arrayOf('hashes', 'text')}) as person`,
);
const eventsMarked = builtOnce<ForgottenPeopleTable, { n: string; outcome: number }>(
  (table) =>
    sql`select n, outcome from ${functionsSchema(table)}.mark_events_for_people(${arrayOf('ids', 'text')}, ${valueOf('durable')}, ${arrayOf('people', 'text')}, ${arrayOf('hashes', 'text')})`,
);

/** In a write transaction: waits for a deletion of the person under way, then says whether they are deleted (one round trip). */
export async function isForgotten(tx: Db, table: ForgottenPeopleTable, userId: string): Promise<boolean> {
  const result = await tx.execute<{ forgotten: boolean }>(sql`select ${functionsSchema(table)}.person_is_forgotten(${userId}, ${personHash(userId)}) as forgotten`);
  return result.rows[0].forgotten;
}

/**
 * In a write transaction for several people at once (a batch): waits for a deletion of any of them under way, then
 * says which are deleted (one round trip). The shared locks are taken in id order, as every batch takes them.
 */
export async function forgottenAmong(tx: Db, table: ForgottenPeopleTable, userIds: readonly string[]): Promise<Set<string>> {
  const people = [...new Set(userIds)].sort();
  if (people.length === 0) return new Set();
  const hashes = people.map(personHash);
  const result = await peopleForgotten(tx, table, { people, hashes });
  return new Set(result.rows.map((row) => row.person));
}

/**
 * In an event handler's transaction, in one round trip: takes the person's lane lock for the durable and their shared
 * lock, then writes the event's "processed" marker (in the processed_events table beside `table`) and reads their
 * tombstone as isForgotten does. 'done' when the marker was there already (nothing to do), 'forgotten' when the person
 * is deleted, 'apply' otherwise.
 */
export async function markEventForPerson(tx: Db, table: ForgottenPeopleTable, messageId: string, durable: string, userId: string): Promise<'done' | 'forgotten' | 'apply'> {
  const [outcome] = await markEventsForPeople(tx, table, durable, [{ messageId, userId }]);
  return outcome;
}

/** markEventForPerson for several events of one durable in one round trip (a batch of events): each one's outcome, in order. */
export async function markEventsForPeople(
  tx: Db,
  table: ForgottenPeopleTable,
  durable: string,
  events: ReadonlyArray<{ messageId: string; userId: string }>,
): Promise<Array<'done' | 'forgotten' | 'apply'>> {
  if (events.length === 0) return [];
  // In person order: the function takes each person's lane lock and shared lock in that order, then writes the markers
  // and reads the tombstones after them; two batches must take the locks in one order.
  const order = events.map((_e, i) => i).sort((a, b) => (events[a].userId < events[b].userId ? -1 : events[a].userId > events[b].userId ? 1 : a - b));
  const ids = order.map((i) => events[i].messageId);
  const people = order.map((i) => events[i].userId);
  const hashes = people.map(personHash);
  const result = await eventsMarked(tx, table, { ids, durable, people, hashes });
  const byIndex = new Map(result.rows.map((row) => [order[Number(row.n) - 1], Number(row.outcome)]));
  return events.map((_e, i) => {
    const outcome = byIndex.get(i);
    return outcome === 0 ? 'done' : outcome === 2 ? 'forgotten' : 'apply';
  });
}

/** In a write transaction: refuses (401) a person identity has deleted. */
export async function refuseForgotten(tx: Db, table: ForgottenPeopleTable, userId: string): Promise<void> {
  if (await isForgotten(tx, table, userId)) throw new AuthenticationError(ACCOUNT_DELETED_MESSAGE);
}

/** In the deletion's transaction, before deleting: waits for the person's writes under way and holds off new ones until commit. */
export async function lockForDeletion(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK_SPACE}, hashtext(${userId}))`);
}

/** In the deletion's transaction, after deleting: the tombstone. */
export async function rememberForgotten(tx: Db, table: ForgottenPeopleTable, userId: string): Promise<void> {
  await tx
    .insert(table)
    .values({ userHash: personHash(userId) })
    .onConflictDoNothing();
}
