CREATE TABLE "ledger"."person_limits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text,
	"daily_spend_limit" numeric(12, 2),
	"weekly_spend_limit" numeric(12, 2),
	"monthly_spend_limit" numeric(12, 2),
	"pending_limit_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limits_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "deposits_user_created_idx" ON "ledger"."deposits" USING btree ("user_id","created_at","amount");