ALTER TABLE "members" ADD COLUMN "registration_ip" inet;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "registration_device" text;
--> statement-breakpoint
CREATE INDEX "members_site_registration_ip" ON "members" USING btree ("site_id","registration_ip") WHERE "members"."registration_ip" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "members_site_registration_device" ON "members" USING btree ("site_id","registration_device") WHERE "members"."registration_device" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "bank_accounts_number" ON "bank_accounts" USING btree ("account_number");
