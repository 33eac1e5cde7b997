-- Written by hand. Issue 25 "Sites": a maintenance window an operator schedules ahead. Between its start and its
-- end members meet the maintenance page whatever the site's status says; outside it the status rules. Both set or
-- both empty, the end after the start.
ALTER TABLE "sites" ADD COLUMN "maintenance_starts_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "maintenance_ends_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_maintenance_window" CHECK (
	("maintenance_starts_at" IS NULL) = ("maintenance_ends_at" IS NULL)
	AND ("maintenance_starts_at" IS NULL OR "maintenance_ends_at" > "maintenance_starts_at")
);
