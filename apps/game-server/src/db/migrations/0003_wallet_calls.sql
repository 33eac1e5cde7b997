CREATE TABLE "wallet_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_calls_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "wallet_calls_kind" CHECK ("wallet_calls"."kind" IN ('win', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "studio" text NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD CONSTRAINT "wallet_calls_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_calls_due" ON "wallet_calls" USING btree ("next_attempt_at") WHERE "wallet_calls"."delivered_at" IS NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_status" CHECK ("rounds"."status" IN ('staking', 'settled', 'refused', 'rolled_back'));