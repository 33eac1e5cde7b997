CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"outcome" jsonb,
	"summary" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_rounds_status" CHECK ("live_rounds"."status" IN ('betting', 'settled')),
	CONSTRAINT "live_rounds_settled" CHECK (("live_rounds"."status" = 'settled') = ("live_rounds"."outcome" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "live_seats" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"table_id" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_tables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_key" text NOT NULL,
	"studio" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_tables_table_key_unique" UNIQUE("table_key")
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "live_round_id" bigint;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_seats" ADD CONSTRAINT "live_seats_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_seats" ADD CONSTRAINT "live_seats_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_number" ON "live_rounds" USING btree ("table_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_one_betting" ON "live_rounds" USING btree ("table_id") WHERE "live_rounds"."status" = 'betting';--> statement-breakpoint
CREATE INDEX "live_seats_table" ON "live_seats" USING btree ("table_id","seen_at");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_live_round_id_live_rounds_id_fk" FOREIGN KEY ("live_round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rounds_live_round" ON "rounds" USING btree ("live_round_id") WHERE "rounds"."live_round_id" IS NOT NULL;