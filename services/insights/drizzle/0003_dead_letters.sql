CREATE TABLE "insights"."dead_letters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"durable" text NOT NULL,
	"event_id" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replay_requested_at" timestamp with time zone,
	"replayed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dead_letters_durable_event_idx" ON "insights"."dead_letters" USING btree ("durable","event_id");--> statement-breakpoint
CREATE INDEX "dead_letters_replay_requested_idx" ON "insights"."dead_letters" USING btree ("replay_requested_at") WHERE "insights"."dead_letters"."replay_requested_at" is not null;