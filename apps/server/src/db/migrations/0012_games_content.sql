CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"execution_code" text,
	"promotion_type" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."type" IN ('B', 'PL', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"title" jsonb NOT NULL,
	"image_path" text NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"link_target" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"names" jsonb NOT NULL,
	"category" text NOT NULL,
	"sub_type" text,
	"is_game" boolean DEFAULT true NOT NULL,
	"show_icon" boolean DEFAULT true NOT NULL,
	"min_bet" bigint NOT NULL,
	"line_num" smallint DEFAULT 0 NOT NULL,
	"free_trial" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint,
	"game_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"round_ref" text NOT NULL,
	"mode" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	"outcome" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('open', 'settled', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint,
	"game_id" bigint NOT NULL,
	"provider_code" text NOT NULL,
	"mode" text NOT NULL,
	"trial_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_sessions_mode" CHECK ("game_sessions"."mode" IN ('real', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"provider_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" bigint,
	"amount" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_provider_code_transaction_id_pk" PRIMARY KEY("provider_code","transaction_id"),
	CONSTRAINT "seamless_transactions_kind" CHECK ("seamless_transactions"."kind" IN ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "provider" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "sort_order" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_site_type" ON "announcements" USING btree ("site_id","type","starts_at");--> statement-breakpoint
CREATE INDEX "banners_site_group" ON "banners" USING btree ("site_id","group_name","sort_order");--> statement-breakpoint
CREATE INDEX "favourite_games_recent" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code" ON "games" USING btree ("vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_category_sort" ON "games" USING btree ("category","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_vendor_sort" ON "games" USING btree ("vendor_code","sort_order","id");--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("hot_rank") WHERE "games"."hot_rank" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "games_name_trgm" ON "games" USING gin (lower("game_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recent_games_member" ON "recent_games" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_ref" ON "game_rounds" USING btree ("provider_code","round_ref");--> statement-breakpoint
CREATE INDEX "game_rounds_member" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_site_win" ON "game_rounds" USING btree ("site_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round" ON "seamless_transactions" USING btree ("round_id");