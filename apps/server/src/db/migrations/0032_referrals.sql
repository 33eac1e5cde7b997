CREATE TABLE "referral_codes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"reward" bigint NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"within_days" smallint NOT NULL,
	"monthly_cap" smallint NOT NULL,
	CONSTRAINT "referral_settings_reward" CHECK ("referral_settings"."reward" > 0),
	CONSTRAINT "referral_settings_minimums" CHECK ("referral_settings"."min_deposit" >= 0 AND "referral_settings"."min_valid_bet" >= 0),
	CONSTRAINT "referral_settings_days" CHECK ("referral_settings"."within_days" > 0 AND "referral_settings"."monthly_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"referrer_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"qualified_at" timestamp with time zone,
	"reward" bigint,
	"entry_id" bigint,
	"rewarded_at" timestamp with time zone,
	"reward_month" text,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referred_id"),
	CONSTRAINT "referrals_state" CHECK ("referrals"."state" IN ('pending', 'qualified', 'rewarded', 'expired')),
	CONSTRAINT "referrals_rewarded_paid" CHECK ("referrals"."state" <> 'rewarded' OR ("referrals"."entry_id" IS NOT NULL AND "referrals"."reward_month" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_members_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_site_code" ON "referral_codes" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","joined_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_month" ON "referrals" USING btree ("referrer_id","reward_month");