CREATE SCHEMA "ledger";
--> statement-breakpoint
CREATE TABLE "ledger"."activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subtype" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"details" text,
	"description" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_win" boolean,
	"win_amount" numeric(12, 2),
	"won_amount" numeric(12, 2),
	"ticket_image" text,
	"racetrack" text,
	"race_date" text,
	"race_time" text,
	"race_number" integer,
	"bet_type" text,
	"horse_number" integer,
	"horse_selections" text,
	"is_boxed" boolean,
	"racing_subtype" text,
	"ai_result_checked" boolean DEFAULT false NOT NULL,
	"ai_result_status" text,
	"ai_result_confidence" real,
	"ai_result_win_amount" numeric(12, 2),
	"ai_result_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger"."jobs" (
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
CREATE TABLE "ledger"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger"."processed_events" (
	"message_id" text NOT NULL,
	"durable" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_message_id_durable_pk" PRIMARY KEY("message_id","durable")
);
--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "ledger"."activities" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "ledger"."jobs" USING btree ("done","run_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "ledger"."outbox" USING btree ("published_at","occurred_at");