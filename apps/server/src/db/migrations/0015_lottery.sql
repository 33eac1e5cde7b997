CREATE TABLE "lottery_exposure" (
	"issue_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"potential" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_issue_id_member_id_pk" PRIMARY KEY("issue_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"game_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"layout" text,
	"source" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"close_before_seconds" integer NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_source" CHECK ("lottery_games"."source" IN ('house', 'official'))
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_game_id" integer NOT NULL,
	"number" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text,
	"commitment" text,
	"result" jsonb,
	"void_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_issues_status" CHECK ("lottery_issues"."status" IN ('open', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "lottery_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"play_id" text NOT NULL,
	"selection" jsonb NOT NULL,
	"unit" text NOT NULL,
	"multiple" integer NOT NULL,
	"prize_group" integer,
	"bets" integer NOT NULL,
	"bet_stake" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"prizes" jsonb NOT NULL,
	"rebate_due" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_lines_status" CHECK ("lottery_lines"."status" IN ('waiting', 'won', 'lost', 'push', 'cancelled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"lottery_game_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"chase" jsonb,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_orders_status" CHECK ("lottery_orders"."status" IN ('active', 'finished', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_lottery_game_id_lottery_games_id_fk" FOREIGN KEY ("lottery_game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD CONSTRAINT "lottery_lines_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD CONSTRAINT "lottery_lines_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_lottery_game_id_lottery_games_id_fk" FOREIGN KEY ("lottery_game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_site_code" ON "lottery_games" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_game_number" ON "lottery_issues" USING btree ("lottery_game_id","number");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_draw" ON "lottery_issues" USING btree ("lottery_game_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_due" ON "lottery_issues" USING btree ("draw_at") WHERE "lottery_issues"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_lines_issue" ON "lottery_lines" USING btree ("issue_id","status");--> statement-breakpoint
CREATE INDEX "lottery_lines_order" ON "lottery_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_number" ON "lottery_orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_member_key" ON "lottery_orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_time" ON "lottery_orders" USING btree ("member_id","created_at");