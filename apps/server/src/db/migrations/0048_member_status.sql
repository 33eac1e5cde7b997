-- Written by hand. Issue 25 "Members and agents": a member is active, locked (until an operator unlocks it) or
-- closed (for good). Only an active member signs in; every session lookup asks for it too.
ALTER TABLE "members" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_status" CHECK ("status" IN ('active', 'locked', 'closed'));
