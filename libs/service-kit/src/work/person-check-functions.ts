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

/**
 * `people_forgotten(people, person_hashes)` and `mark_events_for_people(message_ids, durable, people, person_hashes)` in
 * `schema`: the checks above for a batch, in two statements whatever its size. Called once a person, the single
 * functions were the write path's dearest statements after the limit checks (measured in embedded mode at 50
 * connections: 30 µs of PostgreSQL a person for the tombstone check, 57 µs an event for the marker). The people come
 * in id order (the order every batch takes their locks in); the locks are taken first, then one statement reads the
 * tombstones (and writes the markers) with a snapshot taken after them.
 */
export function personBatchCheckFunctionsSql(schema: string): string {
  const s = `"${schema.replace(/"/g, '""')}"`;
  return `CREATE OR REPLACE FUNCTION ${s}.people_forgotten(p_people text[], p_person_hashes text[]) RETURNS SETOF text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(${PERSON_LOCK_SPACE}, hashtext(t.person)) FROM unnest(p_people) WITH ORDINALITY AS t(person, n) ORDER BY t.n;
  RETURN QUERY SELECT t.person FROM unnest(p_people, p_person_hashes) WITH ORDINALITY AS t(person, person_hash, n)
    WHERE EXISTS (SELECT 1 FROM ${s}.forgotten_people f WHERE f.user_hash = t.person_hash) ORDER BY t.n;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ${s}.mark_events_for_people(p_message_ids text[], p_durable text, p_people text[], p_person_hashes text[])
RETURNS TABLE (n bigint, outcome integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(${EVENT_LANE_LOCK_SPACE}, hashtext(p_durable || ' ' || t.person)), pg_advisory_xact_lock_shared(${PERSON_LOCK_SPACE}, hashtext(t.person))
    FROM unnest(p_people) WITH ORDINALITY AS t(person, n) ORDER BY t.n;
  -- 0: marked before (or earlier in this batch), nothing to do; 2: the person is forgotten; 1: apply.
  RETURN QUERY WITH marked AS (
    INSERT INTO ${s}.processed_events (message_id, durable) SELECT DISTINCT m.id, p_durable FROM unnest(p_message_ids) AS m(id)
    ON CONFLICT DO NOTHING RETURNING message_id
  )
  SELECT e.n, CASE
      WHEN marked.message_id IS NULL OR e.n > min(e.n) OVER (PARTITION BY e.message_id) THEN 0
      WHEN EXISTS (SELECT 1 FROM ${s}.forgotten_people f WHERE f.user_hash = e.person_hash) THEN 2
      ELSE 1 END
    FROM unnest(p_message_ids, p_people, p_person_hashes) WITH ORDINALITY AS e(message_id, person, person_hash, n)
    LEFT JOIN marked ON marked.message_id = e.message_id
    ORDER BY e.n;
END
$$;
`;
}
