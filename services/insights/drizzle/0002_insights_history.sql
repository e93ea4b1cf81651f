CREATE TABLE "insights"."incomes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"annual_income" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights"."insights" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"time_frame" text NOT NULL,
	"total_spent" numeric(14, 2) NOT NULL,
	"total_won" numeric(14, 2) NOT NULL,
	"net_return" numeric(14, 2) NOT NULL,
	"text" text NOT NULL,
	"engine" text NOT NULL,
	"markers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insights_user_frame_created_idx" ON "insights"."insights" USING btree ("user_id","time_frame","created_at" DESC NULLS LAST);