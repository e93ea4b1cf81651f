CREATE TABLE "identity"."data_clear_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pending" text[] NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "data_clear_requests_user_idx" ON "identity"."data_clear_requests" USING btree ("user_id");