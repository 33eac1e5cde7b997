CREATE TABLE "site_vendors" (
	"site_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_vendors_site_id_vendor_code_pk" PRIMARY KEY("site_id","vendor_code")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"wallet_mode" text NOT NULL,
	CONSTRAINT "vendors_wallet_mode" CHECK ("vendors"."wallet_mode" IN ('transfer', 'seamless'))
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"payee_name" text NOT NULL,
	"branch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_passwords" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"withdrawal_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"hold_entry_id" bigint NOT NULL,
	"settle_entry_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"confirm_deadline" timestamp with time zone,
	"confirmation" text,
	"received_amount" bigint,
	"remark" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" IN ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_confirmation" CHECK ("withdrawals"."confirmation" IS NULL OR ("withdrawals"."status" = 'paid' AND "withdrawals"."confirmation" IN ('received', 'partial', 'not_received', 'auto'))),
	CONSTRAINT "withdrawals_decided_has_entry" CHECK ("withdrawals"."status" = 'pending' OR "withdrawals"."settle_entry_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "withdraw_min_amount" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "withdraw_max_amount" bigint DEFAULT 5000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "withdraw_daily_count" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "withdraw_auto_confirm_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "payment_password_max_failures" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "payment_password_lock_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_vendors" ADD CONSTRAINT "site_vendors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_vendors" ADD CONSTRAINT "site_vendors_vendor_code_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_entry_id_journal_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_entry_id_journal_entries_id_fk" FOREIGN KEY ("settle_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_member" ON "bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_number" ON "bank_accounts" USING btree ("member_id","account_number") WHERE "bank_accounts"."removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_proofs_position" ON "withdrawal_proofs" USING btree ("withdrawal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_key" ON "withdrawals" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_site_status" ON "withdrawals" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_unconfirmed" ON "withdrawals" USING btree ("confirm_deadline") WHERE "withdrawals"."status" = 'paid' AND "withdrawals"."confirmation" IS NULL;