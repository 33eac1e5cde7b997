-- Written by hand. Issue 22 §2: demo money qualifies for nothing real, yet a dividend contract shared its
-- team's loss counting the demo money lost, and a member who bet only demo money counted as active (a
-- contract's tiers ask for active members). The record of play and the team rollups now keep the real money's
-- share of play beside the full figures: real_rounds (rounds with real money at stake: what makes a member
-- active on a day) and real_profit_loss (each round's result x real stake / stake, toward zero:
-- db/functions/real_profit_loss_of.sql). play_fold (db/functions/) keeps them from now on.
ALTER TABLE "play_daily" ADD COLUMN "real_rounds" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "play_daily" ADD COLUMN "real_profit_loss" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "team_changes" ADD COLUMN "real_rounds" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "team_changes" ADD COLUMN "real_profit_loss" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "team_play_daily" ADD COLUMN "real_rounds" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "team_play_daily" ADD COLUMN "real_profit_loss" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TYPE settled_round ADD ATTRIBUTE real_stake bigint;
--> statement-breakpoint
-- What was counted so far is first taken as all real (every stake before migration 0040 was), in the
-- member rows, the team rows and what is queued for them alike, so the three stay in step.
UPDATE "play_daily" SET "real_rounds" = "rounds", "real_profit_loss" = "payout" - "stake";
--> statement-breakpoint
UPDATE "team_play_daily" SET "real_rounds" = "rounds", "real_profit_loss" = "payout" - "stake";
--> statement-breakpoint
UPDATE "team_changes" SET "real_rounds" = "rounds", "real_profit_loss" = "payout" - "stake"
WHERE "category" IS NOT NULL;
--> statement-breakpoint
-- Then corrected by the rounds with demo money at stake (or none at all: a stake of 0 is no real bet), with
-- the rule written out as it stands today (a migration is history: the definition lives in db/functions/):
-- each member row is corrected, and the correction is queued for the team rollup job like any change of play.
CREATE TEMPORARY TABLE "real_play_corrections" ON COMMIT DROP AS
SELECT r.member_id, (r.settled_at AT TIME ZONE s.time_zone)::date AS day, g.category,
       (-count(*) FILTER (WHERE r.real_stake = 0))::integer AS real_rounds,
       sum(CASE WHEN r.real_stake >= r.stake THEN 0
                ELSE div((r.win - r.stake)::numeric * r.real_stake, r.stake) - (r.win - r.stake) END)::bigint
         AS real_profit_loss
FROM game_rounds r JOIN sites s ON s.id = r.site_id JOIN games g ON g.id = r.game_id
WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
  AND (r.real_stake < r.stake OR r.real_stake = 0)
GROUP BY 1, 2, 3;
--> statement-breakpoint
UPDATE "play_daily" p
SET "real_rounds" = p."real_rounds" + c.real_rounds, "real_profit_loss" = p."real_profit_loss" + c.real_profit_loss
FROM "real_play_corrections" c WHERE p.member_id = c.member_id AND p.day = c.day AND p.category = c.category;
--> statement-breakpoint
INSERT INTO "team_changes" (member_id, day, category, real_rounds, real_profit_loss)
SELECT member_id, day, category, real_rounds, real_profit_loss FROM "real_play_corrections"
WHERE real_rounds <> 0 OR real_profit_loss <> 0;
--> statement-breakpoint
-- A day on which a member staked no real money leaves it inactive, as play_fold now has it: the day is
-- removed, the team's active members take it back, and the gaps of the member's days around it are queued
-- again (queue_active_gap_changes reads the active days as they are after the removal).
CREATE TEMPORARY TABLE "idle_days" ON COMMIT DROP AS
SELECT a.member_id, a.day FROM member_active_days a
WHERE (a.member_id, a.day) IN (SELECT member_id, day FROM "real_play_corrections" WHERE real_rounds < 0)
  AND NOT EXISTS (SELECT 1 FROM play_daily p WHERE p.member_id = a.member_id AND p.day = a.day AND p.real_rounds > 0);
--> statement-breakpoint
DELETE FROM member_active_days a USING "idle_days" i WHERE a.member_id = i.member_id AND a.day = i.day;
--> statement-breakpoint
INSERT INTO "team_changes" (member_id, day, active_members) SELECT member_id, day, -1 FROM "idle_days";
--> statement-breakpoint
SELECT queue_active_gap_changes('{}', '{}', ARRAY(SELECT member_id FROM "idle_days" ORDER BY member_id, day),
                                ARRAY(SELECT day FROM "idle_days" ORDER BY member_id, day));
--> statement-breakpoint
DROP TABLE "real_play_corrections", "idle_days";
--> statement-breakpoint
-- A contract's settlement record keeps the figure its amount was worked out from: the team's real result.
ALTER TABLE "agent_contract_settlements" RENAME COLUMN "profit_loss" TO "real_profit_loss";
