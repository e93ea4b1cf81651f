CREATE TABLE "identity"."avatars" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity"."login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "avatars_user_idx" ON "identity"."avatars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "identity"."email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "identity"."login_failures" USING btree ("email","failed_at");