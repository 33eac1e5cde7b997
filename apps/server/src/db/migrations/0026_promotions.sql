CREATE TABLE "promotion_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"instance_key" text NOT NULL,
	"state" text NOT NULL,
	"deposit_id" bigint,
	"deposit" bigint,
	"bonus" bigint,
	"turnover_required" bigint,
	"turnover_from" timestamp with time zone,
	"entry_id" bigint,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_grants_state" CHECK ("promotion_grants"."state" IN ('signed', 'claim', 'process', 'done', 'forfeited', 'cancelled', 'applying', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"rules" jsonb NOT NULL,
	"turnover" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" IN ('first_deposit', 'reload', 'cashback', 'registration', 'raffle', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_grants_instance" ON "promotion_grants" USING btree ("promotion_id","member_id","instance_key");--> statement-breakpoint
CREATE INDEX "promotion_grants_member" ON "promotion_grants" USING btree ("member_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_site_code" ON "promotions" USING btree ("site_id","code");