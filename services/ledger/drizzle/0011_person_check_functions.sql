-- A person's write checks their tombstone in one round trip (libs/service-kit/src/work/person-check-functions.ts).
CREATE OR REPLACE FUNCTION "ledger".person_is_forgotten(p_person text, p_person_hash text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(31249, hashtext(p_person));
  RETURN EXISTS (SELECT 1 FROM "ledger".forgotten_people WHERE user_hash = p_person_hash);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger".mark_event_for_person(p_message_id text, p_durable text, p_person text, p_person_hash text) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  marked integer;
BEGIN
  INSERT INTO "ledger".processed_events (message_id, durable) VALUES (p_message_id, p_durable) ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS marked = ROW_COUNT;
  IF marked = 0 THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(31249, hashtext(p_person));
  IF EXISTS (SELECT 1 FROM "ledger".forgotten_people WHERE user_hash = p_person_hash) THEN
    RETURN 2;
  END IF;
  RETURN 1;
END
$$;
