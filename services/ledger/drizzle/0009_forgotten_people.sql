CREATE TABLE "ledger"."forgotten_people" (
	"user_hash" text PRIMARY KEY NOT NULL,
	"forgotten_at" timestamp with time zone DEFAULT now() NOT NULL
);
