-- Written by hand. Issue 27: the sportsbook vendors keep the member's money in a wallet of their own, on the game
-- server. The portal keeps each transfer by its key (pending until the vendor's answer, or the status of its key,
-- decides it), and where the pull of the vendors' settled tickets stands.
CREATE TABLE "vendor_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"vendor_code" text NOT NULL REFERENCES "vendors"("code"),
	"transaction_id" text NOT NULL,
	"transfer_key" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"vendor_balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_amount" CHECK ("amount" > 0),
	CONSTRAINT "vendor_transfers_direction" CHECK ("direction" IN ('in', 'out')),
	CONSTRAINT "vendor_transfers_status" CHECK ("status" IN ('pending', 'done', 'refused'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_member_transaction" ON "vendor_transfers" USING btree ("member_id", "transaction_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_key" ON "vendor_transfers" USING btree ("transfer_key");
--> statement-breakpoint
CREATE INDEX "vendor_transfers_due" ON "vendor_transfers" USING btree ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "vendor_transfers_member_pending" ON "vendor_transfers" USING btree ("member_id", "vendor_code")
	WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE "vendor_ticket_cursors" (
	"provider_code" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"pulled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The demo catalogue's sportsbook, e-sports and cockfight studios are the game server's transfer-wallet vendors
-- from now on (a database without them changes nothing).
UPDATE "vendors" SET "wallet_mode" = 'transfer', "provider" = 'game-server'
	WHERE "code" IN ('SBET', 'ARNA', 'GOAL', 'IMES', 'TF', 'GGES', 'NEXS', 'SV3', 'DS88', 'GALO');
--> statement-breakpoint
-- The four studios that had only a lobby get their centre's entries (virtual sports, derbies), as a fresh demo
-- seed gives them: copied from a studio of the same centre.
INSERT INTO "games" ("vendor_code", "game_code", "game_name", "names", "category", "sub_type", "is_game", "min_bet",
		"line_num", "free_trial", "is_new", "sort_order")
	SELECT t.code, g.game_code, g.game_name, g.names, g.category, g.sub_type, g.is_game, g.min_bet, g.line_num, false,
		false, g.sort_order
	FROM (VALUES ('SV3', 'GALO'), ('DS88', 'GALO'), ('IMES', 'GGES'), ('TF', 'GGES')) AS t(code, sibling)
	JOIN "vendors" v ON v.code = t.code
	JOIN "games" g ON g.vendor_code = t.sibling AND g.is_game
	ON CONFLICT ("vendor_code", "game_code") DO NOTHING;
--> statement-breakpoint
-- Money a member had moved into one of these wallets while the portal kept them itself goes to the vendor now: a
-- pending transfer in, which the transfers job sends under its key (the money already waits in that account).
INSERT INTO "vendor_transfers" ("site_id", "member_id", "vendor_code", "transaction_id", "transfer_key", "direction",
		"amount", "currency", "next_attempt_at", "created_at")
	SELECT a.site_id, a.member_id, v.code, 'legacy-' || a.id, 'vt:' || s.code || ':' || a.member_id || ':legacy-' || v.code,
		'in', a.balance, a.currency, now(), now()
	FROM "ledger_accounts" a
	JOIN "vendors" v ON v.code = a.wallet AND v.wallet_mode = 'transfer'
	JOIN "sites" s ON s.id = a.site_id
	WHERE a.member_id IS NOT NULL AND a.balance > 0;
