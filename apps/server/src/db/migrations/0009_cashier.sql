CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"entry_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" IN ('pending', 'credited', 'rejected')),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_credited_has_entry" CHECK ("deposits"."status" <> 'credited' OR "deposits"."entry_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_channels_kind" CHECK ("payment_channels"."kind" IN ('bank_transfer', 'instant_demo')),
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_amount" > 0 AND "payment_channels"."max_amount" >= "payment_channels"."min_amount")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_member_key" ON "deposits" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_site_status" ON "deposits" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channels_site_code" ON "payment_channels" USING btree ("site_id","code");