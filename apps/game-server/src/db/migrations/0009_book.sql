CREATE SEQUENCE "public"."book_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "book_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"kind" text NOT NULL,
	"site_code" text,
	"studio" text,
	"player_id" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_accounts_owner_key_unique" UNIQUE("owner_key"),
	CONSTRAINT "book_accounts_kind" CHECK ("book_accounts"."kind" IN ('player', 'operator', 'book'))
);
--> statement-breakpoint
CREATE TABLE "book_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" smallint NOT NULL,
	"event_id" bigint NOT NULL,
	"selection_id" bigint NOT NULL,
	"price" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "book_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "book_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"price" integer NOT NULL,
	"potential_return" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"ticket_seq" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "book_bets_stake" CHECK ("book_bets"."stake" > 0),
	CONSTRAINT "book_bets_status" CHECK ("book_bets"."status" IN ('open', 'won', 'lost', 'void', 'cashed-out'))
);
--> statement-breakpoint
CREATE TABLE "book_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"sport" text NOT NULL,
	"league_id" bigint NOT NULL,
	"name" text NOT NULL,
	"competitors" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"stream" text,
	"number" integer,
	"server_seed" text,
	"commitment" text,
	"margin_percent" numeric(5, 2),
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "book_events_code_unique" UNIQUE("code"),
	CONSTRAINT "book_events_status" CHECK ("book_events"."status" IN ('open', 'closed', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "book_leagues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "book_leagues_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "book_legs" (
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_limits" (
	"site_code" text PRIMARY KEY NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"max_event_payout" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"line" integer,
	"map" smallint,
	"places" smallint,
	"status" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"price" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "book_selections_price" CHECK ("book_selections"."price" > 1000)
);
--> statement-breakpoint
CREATE TABLE "book_teams" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"rating" integer,
	CONSTRAINT "book_teams_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "book_transfers" (
	"key" text PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"balance_after" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_transfers_amount" CHECK ("book_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "book_bet_legs" ADD CONSTRAINT "book_bet_legs_bet_id_book_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."book_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_bet_legs" ADD CONSTRAINT "book_bet_legs_event_id_book_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."book_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_bet_legs" ADD CONSTRAINT "book_bet_legs_selection_id_book_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."book_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_bets" ADD CONSTRAINT "book_bets_account_id_book_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."book_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_events" ADD CONSTRAINT "book_events_league_id_book_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."book_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_legs" ADD CONSTRAINT "book_legs_entry_id_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."book_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_legs" ADD CONSTRAINT "book_legs_account_id_book_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."book_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_markets" ADD CONSTRAINT "book_markets_event_id_book_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."book_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_selections" ADD CONSTRAINT "book_selections_market_id_book_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."book_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_selections" ADD CONSTRAINT "book_selections_event_id_book_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."book_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_transfers" ADD CONSTRAINT "book_transfers_account_id_book_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."book_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_transfers" ADD CONSTRAINT "book_transfers_entry_id_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."book_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_bet_legs_event" ON "book_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_bets_client_key" ON "book_bets" USING btree ("account_id","client_key");--> statement-breakpoint
CREATE INDEX "book_bets_account" ON "book_bets" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_bets_ticket_seq" ON "book_bets" USING btree ("ticket_seq");--> statement-breakpoint
CREATE INDEX "book_events_sport_start" ON "book_events" USING btree ("sport","starts_at");--> statement-breakpoint
CREATE INDEX "book_events_due" ON "book_events" USING btree ("starts_at") WHERE "book_events"."status" IN ('open', 'closed');--> statement-breakpoint
CREATE INDEX "book_legs_account" ON "book_legs" USING btree ("account_id","entry_id");--> statement-breakpoint
CREATE INDEX "book_legs_entry" ON "book_legs" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_markets_code" ON "book_markets" USING btree ("event_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "book_selections_code" ON "book_selections" USING btree ("market_id","code");--> statement-breakpoint
CREATE INDEX "book_selections_event" ON "book_selections" USING btree ("event_id");