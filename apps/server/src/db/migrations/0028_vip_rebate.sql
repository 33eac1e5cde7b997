CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"claimed_through" timestamp with time zone NOT NULL,
	"vip_level" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"site_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"min_deposits" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"rebate_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	"withdraw_daily_count" smallint,
	CONSTRAINT "vip_levels_site_id_level_pk" PRIMARY KEY("site_id","level")
);
--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_claims_member" ON "rebate_claims" USING btree ("member_id","claimed_through");