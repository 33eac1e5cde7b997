CREATE TABLE "rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"model_id" text NOT NULL,
	"mode" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "rounds_mode" CHECK ("rounds"."mode" IN ('real', 'trial')),
	CONSTRAINT "rounds_amounts" CHECK ("rounds"."bet" > 0 AND "rounds"."win" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rounds_session" ON "rounds" USING btree ("session_id","id");