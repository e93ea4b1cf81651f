CREATE SCHEMA "alerts";
--> statement-breakpoint
CREATE TABLE "alerts"."jobs" (
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
CREATE TABLE "alerts"."limit_alerts_sent" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"level" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limit_alerts_sent_user_id_period_period_key_level_pk" PRIMARY KEY("user_id","period","period_key","level")
);
--> statement-breakpoint
CREATE TABLE "alerts"."notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts"."processed_events" (
	"message_id" text NOT NULL,
	"durable" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_message_id_durable_pk" PRIMARY KEY("message_id","durable")
);
--> statement-breakpoint
CREATE TABLE "alerts"."settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auto_complete_ai_losses" boolean DEFAULT false NOT NULL,
	"daily_spend_limit" numeric(12, 2),
	"weekly_spend_limit" numeric(12, 2),
	"monthly_spend_limit" numeric(12, 2),
	"session_duration_alerts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts"."spend_entries" (
	"source_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts"."user_zones" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "alerts"."jobs" USING btree ("done","run_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "alerts"."notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "alerts"."outbox" USING btree ("published_at","occurred_at");--> statement-breakpoint
CREATE INDEX "spend_user_time_idx" ON "alerts"."spend_entries" USING btree ("user_id","occurred_at");