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
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { AuthenticationError } from '../errors';
import type { ForgottenPeopleTable, InboxTable } from '../outbox/tables';

/** The lock space of the per-person locks (the first key of two-key advisory locks, which never meet one-key ones). */
const PERSON_LOCK_SPACE = 0x7a11;

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

export const personHash = (userId: string) => createHash('sha256').update(userId).digest('hex');

/** In a write transaction: waits for a deletion of the person under way, then says whether they are deleted. */
export async function isForgotten(tx: Db, table: ForgottenPeopleTable, userId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PERSON_LOCK_SPACE}, hashtext(${userId}))`);
  return isForgottenUnderLock(tx, table, userId);
}

/**
 * In an event handler's transaction: writes its "processed" marker and takes the person's shared lock (as isForgotten
 * does) in one statement; false when the marker was there already. Then read the tombstone with isForgottenUnderLock:
 * in its own statement, so it sees a deletion the lock waited for.
 */
export async function markWithPersonLock(tx: Db, inbox: InboxTable, messageId: string, durable: string, userId: string): Promise<boolean> {
  const result = await tx.execute<{ marked: number }>(sql`
    with marked as (insert into ${inbox} (${sql.identifier(inbox.messageId.name)}, ${sql.identifier(inbox.durable.name)}) values (${messageId}, ${durable}) on conflict do nothing returning 1)
    select (select count(*) from marked)::int as marked, pg_advisory_xact_lock_shared(${PERSON_LOCK_SPACE}, hashtext(${userId}))`);
  return result.rows[0].marked > 0;
}

/** Whether the person is deleted; call it after their shared lock is held (isForgotten, markWithPersonLock). */
export async function isForgottenUnderLock(tx: Db, table: ForgottenPeopleTable, userId: string): Promise<boolean> {
  const found = await tx
    .select({ hash: table.userHash })
    .from(table)
    .where(sql`${table.userHash} = ${personHash(userId)}`)
    .limit(1);
  return found.length > 0;
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
