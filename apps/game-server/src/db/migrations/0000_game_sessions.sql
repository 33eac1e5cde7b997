CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"operator_code" text NOT NULL,
	"wallet_token" text NOT NULL,
	"player_id" text,
	"site_code" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"trial_balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "game_sessions_mode" CHECK ("game_sessions"."mode" IN ('real', 'trial')),
	CONSTRAINT "game_sessions_trial_balance" CHECK (("game_sessions"."mode" = 'trial') = ("game_sessions"."trial_balance" IS NOT NULL) AND coalesce("game_sessions"."trial_balance", 0) >= 0)
);
--> statement-breakpoint
CREATE INDEX "game_sessions_expires_at" ON "game_sessions" USING btree ("expires_at");