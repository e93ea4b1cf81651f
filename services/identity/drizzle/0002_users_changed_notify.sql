-- Every committed update or deletion of a user is announced, so each identity process can keep users cached exactly.
CREATE FUNCTION "identity"."notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('identity_user_changed', OLD.id::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed_notify" AFTER UPDATE OR DELETE ON "identity"."users" FOR EACH ROW EXECUTE FUNCTION "identity"."notify_user_changed"();
