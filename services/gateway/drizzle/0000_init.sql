CREATE SCHEMA "gateway";
--> statement-breakpoint
CREATE TABLE "gateway"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "gateway"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "gateway"."sessions" USING btree ("expires_at");