CREATE SCHEMA "insights";
--> statement-breakpoint
CREATE TABLE "insights"."jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"every_ms" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"locked_until" timestamp with time zone,
	"done" boolean DEFAULT false NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "insights"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights"."processed_events" (
	"message_id" text NOT NULL,
	"durable" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_message_id_durable_pk" PRIMARY KEY("message_id","durable")
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "insights"."jobs" USING btree ("done","run_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "insights"."outbox" USING btree ("published_at","occurred_at");