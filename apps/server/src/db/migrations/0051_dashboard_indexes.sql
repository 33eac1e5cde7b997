-- Written by hand. Issue 25 "Dashboard": the console reads a site's registrations, paid withdrawals and bonus entries
-- over a range of days (p99 < 300 ms on 100,000 members): each by the site and its time.
CREATE INDEX "members_site_created" ON "members" ("site_id", "created_at");
--> statement-breakpoint
CREATE INDEX "withdrawals_site_decided" ON "withdrawals" ("site_id", "decided_at") WHERE "status" = 'paid';
--> statement-breakpoint
CREATE INDEX "journal_entries_site_kind_created" ON "journal_entries" ("site_id", "kind", "created_at");
