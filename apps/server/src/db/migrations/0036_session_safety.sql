CREATE TABLE "seamless_voided_bets" (
	"provider_code" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"rollback_transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_voided_bets_provider_code_bet_transaction_id_pk" PRIMARY KEY("provider_code","bet_transaction_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_must_change" text;--> statement-breakpoint
UPDATE "members" SET "password_must_change" = 'default' WHERE "password_is_default";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "password_is_default";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_password_must_change" CHECK ("members"."password_must_change" IN ('default', 'oneTime'));--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_change" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_password_change" CHECK ("sessions"."password_change" IN ('default', 'expired', 'oneTime'));
