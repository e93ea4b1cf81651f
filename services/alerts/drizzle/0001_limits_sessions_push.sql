CREATE TABLE "alerts"."pending_limit_changes" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"limit" numeric(12, 2),
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_limit_changes_user_id_period_pk" PRIMARY KEY("user_id","period")
);
--> statement-breakpoint
CREATE TABLE "alerts"."push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "alerts"."session_timers" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_type" text NOT NULL,
	"started_at" timestamp with time zone,
	"total_deposited" numeric(12, 2) DEFAULT '0' NOT NULL,
	"next_minutes" integer,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "alerts"."spend_user_time_idx";--> statement-breakpoint
ALTER TABLE "alerts"."notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "alerts"."push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_timers_user_idx" ON "alerts"."session_timers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "spend_user_time_idx" ON "alerts"."spend_entries" USING btree ("user_id","occurred_at","amount");--> statement-breakpoint
ALTER TABLE "alerts"."notifications" ADD CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key");