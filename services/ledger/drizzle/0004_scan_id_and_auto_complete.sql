ALTER TABLE "ledger"."activities" ADD COLUMN "scan_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger"."person_limits" ADD COLUMN "auto_complete_ai_losses" boolean DEFAULT false NOT NULL;