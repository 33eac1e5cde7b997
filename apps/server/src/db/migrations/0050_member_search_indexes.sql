-- Written by hand. Issue 25 "Members and agents": the console's member search holds p99 < 300 ms on 100,000 members.
-- Prefix matches of the username and e-mail use pattern indexes (the database's collation may not be C); the mobile
-- number and real name match anywhere, through trigrams. The member page reads its last audit rows by subject.
CREATE INDEX "members_site_username_prefix" ON "members" ("site_id", lower("username") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "members_site_email_prefix" ON "members" ("site_id", lower("email") text_pattern_ops) WHERE "email" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "members_mobile_trgm" ON "members" USING gin ("mobile_num" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "members_real_name_trgm" ON "members" USING gin (lower(coalesce("profile" ->> 'realName', "profile" ->> 'payeeName')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "audit_log_site_subject" ON "audit_log" ("site_id", "subject", "at" DESC);
