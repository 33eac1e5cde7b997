CREATE TABLE "point_configs" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"earn_every" bigint NOT NULL,
	"point_value" bigint NOT NULL,
	"min_convert" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reward_id" bigint,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint,
	"status" text NOT NULL,
	"remark" text,
	"receiving_address" text,
	"entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_kind" CHECK ("point_redemptions"."kind" IN ('reward', 'convert')),
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" IN ('in_process', 'rejected', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"required_points" integer NOT NULL,
	"stock" integer NOT NULL,
	"unit" text DEFAULT 'pcs' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_configs" ADD CONSTRAINT "point_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_redemptions_member" ON "point_redemptions" USING btree ("member_id","id");