-- Written by hand. Issue 28: a break a member takes from play (a time-out or self-exclusion), until a time or for good.
ALTER TABLE "members" ADD COLUMN "exclusion_kind" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_exclusion_kind" CHECK ("exclusion_kind" IN ('timeout', 'self-exclusion'));
