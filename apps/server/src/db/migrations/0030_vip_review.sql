CREATE TABLE "birthday_bonuses" (
	"member_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"site_id" integer NOT NULL,
	"vip_level" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "birthday_bonuses_member_id_year_pk" PRIMARY KEY("member_id","year")
);
--> statement-breakpoint
CREATE TABLE "job_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD COLUMN "paid_account" text;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD COLUMN "paid_amount" bigint;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD COLUMN "decided_by" bigint;--> statement-breakpoint
ALTER TABLE "birthday_bonuses" ADD CONSTRAINT "birthday_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_site_decided" ON "deposits" USING btree ("site_id","decided_at");