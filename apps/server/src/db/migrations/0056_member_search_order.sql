-- Written by hand. Issue 25 "Members and agents": the console's member list sorted by the last sign-in stops after
-- its page instead of sorting every member of the site (bench: p99 520 ms on 100,000 members from 4 clients).
CREATE INDEX "members_site_last_login" ON "members" ("site_id", "last_login_at" DESC NULLS LAST, "id" DESC);
