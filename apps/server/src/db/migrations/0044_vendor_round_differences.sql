-- Written by hand (the snapshots stop at 0032). Issue 24: the reconciliation's findings, one row per round and kind.
CREATE TABLE "vendor_round_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"round_ref" text NOT NULL,
	"site_code" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"vendor_status" text,
	"vendor_bet" bigint,
	"vendor_win" bigint,
	"portal_status" text,
	"portal_stake" bigint,
	"portal_win" bigint,
	"repaired_at" timestamp with time zone,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_round_differences_kind"
		CHECK ("kind" IN ('win_missing', 'rollback_missing', 'missing_at_portal', 'missing_at_vendor', 'amounts_differ'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_round_differences_once" ON "vendor_round_differences" USING btree ("provider_code", "round_ref", "kind");
--> statement-breakpoint
CREATE INDEX "vendor_round_differences_site_day" ON "vendor_round_differences" USING btree ("site_code", "day");
--> statement-breakpoint
-- The reconciliation reads a provider's rounds of a day.
CREATE INDEX "game_rounds_provider_created" ON "game_rounds" USING btree ("provider_code", "created_at");
