CREATE TABLE "insights"."idempotency_keys" (
	"user_id" uuid NOT NULL,
	"operation_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_operation_id_key_pk" PRIMARY KEY("user_id","operation_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "insights"."idempotency_keys" USING btree ("created_at");