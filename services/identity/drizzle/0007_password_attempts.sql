CREATE TABLE "identity"."password_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"email" text,
	"user_id" uuid,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_attempts_email_idx" ON "identity"."password_attempts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "password_attempts_user_idx" ON "identity"."password_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_attempts_window_idx" ON "identity"."password_attempts" USING btree ("window_ends_at");