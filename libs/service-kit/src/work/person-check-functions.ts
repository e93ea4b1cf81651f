/**
 * The SQL functions a service's write transactions call to check a person's tombstone (forgotten-people.ts) in one
 * round trip instead of two: the person's shared lock, then the tombstone read in a statement of its own. A PL/pgSQL
 * function's statements each take a fresh snapshot, so the read sees a deletion the lock waited for, as the second
 * statement of the two did. Each data-owning service creates them in its schema by a migration holding this SQL
 * (`personCheckFunctionsSql('<schema>')`; a test compares them), over that schema's processed_events and forgotten_people.
 */

/** The first key of the per-person advisory locks (two-key locks never meet one-key ones). */
export const PERSON_LOCK_SPACE = 0x7a11;

/**
 * The first key of the locks that apply one person's events to one durable one at a time, across replicas (the lanes
 * do it within a process): a handler that reads then writes (alerts' limit check: the day's spend, then the alert)
 * must see the other replica's event of that person committed, or two stakes each see the total without the other.
 */
export const EVENT_LANE_LOCK_SPACE = 0x7a12;

/** `person_is_forgotten(person, person_hash)` and `mark_event_for_person(message_id, durable, person, person_hash)` in `schema`. */
export function personCheckFunctionsSql(schema: string): string {
  const s = `"${schema.replace(/"/g, '""')}"`;
  return `CREATE OR REPLACE FUNCTION ${s}.person_is_forgotten(p_person text, p_person_hash text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(${PERSON_LOCK_SPACE}, hashtext(p_person));
  RETURN EXISTS (SELECT 1 FROM ${s}.forgotten_people WHERE user_hash = p_person_hash);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ${s}.mark_event_for_person(p_message_id text, p_durable text, p_person text, p_person_hash text) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  marked integer;
BEGIN
  INSERT INTO ${s}.processed_events (message_id, durable) VALUES (p_message_id, p_durable) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked = 0 THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(${PERSON_LOCK_SPACE}, hashtext(p_person));
  IF EXISTS (SELECT 1 FROM ${s}.forgotten_people WHERE user_hash = p_person_hash) THEN
    RETURN 2;
  END IF;
  RETURN 1;
END
$$;
`;
}
