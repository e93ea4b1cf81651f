CREATE TABLE "ledger"."bank_check_decisions" (
	"user_id" uuid NOT NULL,
	"descriptor_key" text NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_check_decisions_user_id_descriptor_key_pk" PRIMARY KEY("user_id","descriptor_key"),
	CONSTRAINT "bank_check_decisions_decision_check" CHECK ("ledger"."bank_check_decisions"."decision" in ('confirmed', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "ledger"."bank_check_months" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"operator" text NOT NULL,
	"category" text NOT NULL,
	"sent" numeric(12, 2) NOT NULL,
	"came_back" numeric(12, 2) NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_check_months_user_id_month_operator_pk" PRIMARY KEY("user_id","month","operator"),
	CONSTRAINT "bank_check_months_category_check" CHECK ("ledger"."bank_check_months"."category" in ('wagering', 'lottery', 'casino', 'venue'))
);
