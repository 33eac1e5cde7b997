-- Written by hand. Issue 25 "Content": a points-mall reward is retired (it leaves the member's mall) without being
-- deleted, so the redemptions of it keep their reward in the history.
ALTER TABLE "point_rewards" ADD COLUMN "retired_at" timestamp with time zone;
