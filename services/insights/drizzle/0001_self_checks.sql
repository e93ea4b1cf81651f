CREATE TABLE "insights"."self_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" smallint[] NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "self_checks_user_created_idx" ON "insights"."self_checks" USING btree ("user_id","created_at");