CREATE TABLE "scanner"."result_checks" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"scan_id" uuid,
	"activity" jsonb,
	"state" text NOT NULL,
	"due_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scanner"."scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"fields" jsonb NOT NULL,
	"lottery" jsonb,
	"raw_text" text NOT NULL,
	"activity_id" uuid
);
--> statement-breakpoint
CREATE INDEX "result_checks_user_idx" ON "scanner"."result_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "result_checks_waiting_idx" ON "scanner"."result_checks" USING btree ("due_at") WHERE state = 'waiting';--> statement-breakpoint
CREATE INDEX "scans_user_idx" ON "scanner"."scans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scans_unlinked_idx" ON "scanner"."scans" USING btree ("created_at") WHERE activity_id is null;