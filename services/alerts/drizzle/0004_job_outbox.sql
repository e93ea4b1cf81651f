CREATE TABLE "alerts"."job_outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"op" text NOT NULL,
	"job_id" text NOT NULL,
	"name" text,
	"data" jsonb,
	"delay_ms" bigint DEFAULT 0 NOT NULL,
	"attempts" integer,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
