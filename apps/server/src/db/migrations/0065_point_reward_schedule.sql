-- Written by hand. Issue 25 "Content": a points-mall reward is scheduled like the other content. The member's mall
-- offers it (lists it and redeems it) only from its start to its end; an empty start is from now, an empty end never
-- ends. The end after the start when both are set.
ALTER TABLE "point_rewards" ADD COLUMN "starts_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "point_rewards" ADD COLUMN "ends_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_schedule" CHECK (
	"starts_at" IS NULL OR "ends_at" IS NULL OR "ends_at" > "starts_at"
);
