-- Written by hand. Issue 24 "A real jackpot": the home page's ticker was a figure in `jackpots` that the browser
-- grew by itself. The pool is now money: the site's HOUSE:JACKPOT:<0-15> ledger accounts, funded by a share of
-- every real-money slot bet and paid to a winning bet (jackpot_paid.sql). Its terms and its wins live here. The
-- old ticker figures were never money, so none is carried over: a site shows a jackpot once its operator sets one.
CREATE TABLE "jackpot_pools" (
	"site_id" integer PRIMARY KEY NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	"share_bp" integer NOT NULL,
	"seed_amount" bigint NOT NULL,
	"stake_per_win" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_share" CHECK ("share_bp" BETWEEN 1 AND 1000),
	CONSTRAINT "jackpot_pools_seed" CHECK ("seed_amount" > 0),
	CONSTRAINT "jackpot_pools_stake_per_win" CHECK ("stake_per_win" > 0 AND "stake_per_win" < 281474976710656)
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"game_id" bigint NOT NULL REFERENCES "games"("id"),
	"round_id" bigint NOT NULL REFERENCES "game_rounds"("id"),
	"entry_id" bigint NOT NULL REFERENCES "journal_entries"("id"),
	"amount" bigint NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_wins_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_entry" ON "jackpot_wins" USING btree ("entry_id");
--> statement-breakpoint
CREATE INDEX "jackpot_wins_site_won" ON "jackpot_wins" USING btree ("site_id", "won_at");
--> statement-breakpoint
DROP TABLE "jackpots";
