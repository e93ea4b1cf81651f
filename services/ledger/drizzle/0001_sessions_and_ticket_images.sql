CREATE TABLE "ledger"."deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_amount_check" CHECK ("ledger"."deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger"."sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"venue" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"total_deposited" numeric(12, 2) DEFAULT '0' NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"final_amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_type_check" CHECK ("ledger"."sessions"."type" in ('slot', 'table'))
);
--> statement-breakpoint
CREATE TABLE "ledger"."ticket_images" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger"."activities_user_created_idx";--> statement-breakpoint
ALTER TABLE "ledger"."activities" ADD COLUMN "has_ticket_image" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger"."deposits" ADD CONSTRAINT "deposits_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "ledger"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger"."ticket_images" ADD CONSTRAINT "ticket_images_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "ledger"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_session_created_idx" ON "ledger"."deposits" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_active_idx" ON "ledger"."sessions" USING btree ("user_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "sessions_user_started_idx" ON "ledger"."sessions" USING btree ("user_id","started_at","id","ended_at","total_deposited","final_amount");--> statement-breakpoint
CREATE INDEX "activities_user_pending_created_idx" ON "ledger"."activities" USING btree ("user_id","is_completed","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "ledger"."activities" USING btree ("user_id","created_at","id","type","is_completed","is_win","amount","win_amount");--> statement-breakpoint
-- Hand-written: ticket images move out of the activity rows into ticket_images (0002 drops the old
-- column). Only well-formed base64 data URLs of raster images can be served back, so only those move.
INSERT INTO "ledger"."ticket_images" ("activity_id", "user_id", "content_type", "image", "created_at")
SELECT a."id", a."user_id", CASE WHEN x.m[1] = 'image/jpg' THEN 'image/jpeg' ELSE x.m[1] END, decode(x.m[2], 'base64'), a."created_at"
FROM "ledger"."activities" a
CROSS JOIN LATERAL (SELECT regexp_match(a."ticket_image", '^data:(image/(?:png|jpe?g|gif|webp|bmp|hei[cf]));base64,([A-Za-z0-9+/]+={0,2})$') AS m) x
WHERE a."ticket_image" IS NOT NULL AND x.m IS NOT NULL AND length(x.m[2]) % 4 = 0;--> statement-breakpoint
UPDATE "ledger"."activities" a SET "has_ticket_image" = true WHERE EXISTS (SELECT 1 FROM "ledger"."ticket_images" i WHERE i."activity_id" = a."id");
