DROP TABLE "alerts"."user_zones" CASCADE;--> statement-breakpoint
ALTER TABLE "alerts"."session_timers" ADD COLUMN "time_zone" text;