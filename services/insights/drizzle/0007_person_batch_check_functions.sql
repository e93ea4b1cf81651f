-- A batch's writes check their people's tombstones, and mark their events, in one statement (libs/service-kit/src/work/person-check-functions.ts).
CREATE OR REPLACE FUNCTION "insights".people_forgotten(p_people text[], p_person_hashes text[]) RETURNS SETOF text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(31249, hashtext(t.person)) FROM unnest(p_people) WITH ORDINALITY AS t(person, n) ORDER BY t.n;
  RETURN QUERY SELECT t.person FROM unnest(p_people, p_person_hashes) WITH ORDINALITY AS t(person, person_hash, n)
    WHERE EXISTS (SELECT 1 FROM "insights".forgotten_people f WHERE f.user_hash = t.person_hash) ORDER BY t.n;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insights".mark_events_for_people(p_message_ids text[], p_durable text, p_people text[], p_person_hashes text[])
RETURNS TABLE (n bigint, outcome integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(31250, hashtext(p_durable || ' ' || t.person)), pg_advisory_xact_lock_shared(31249, hashtext(t.person))
    FROM unnest(p_people) WITH ORDINALITY AS t(person, n) ORDER BY t.n;
  -- 0: marked before (or earlier in this batch), nothing to do; 2: the person is forgotten; 1: apply.
  RETURN QUERY WITH marked AS (
    INSERT INTO "insights".processed_events (message_id, durable) SELECT DISTINCT m.id, p_durable FROM unnest(p_message_ids) AS m(id)
    ON CONFLICT DO NOTHING RETURNING message_id
  )
  SELECT e.n, CASE
      WHEN marked.message_id IS NULL OR e.n > min(e.n) OVER (PARTITION BY e.message_id) THEN 0
      WHEN EXISTS (SELECT 1 FROM "insights".forgotten_people f WHERE f.user_hash = e.person_hash) THEN 2
      ELSE 1 END
    FROM unnest(p_message_ids, p_people, p_person_hashes) WITH ORDINALITY AS e(message_id, person, person_hash, n)
    LEFT JOIN marked ON marked.message_id = e.message_id
    ORDER BY e.n;
END
$$;
