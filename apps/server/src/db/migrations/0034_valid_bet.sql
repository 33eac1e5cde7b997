CREATE TABLE "sql_functions" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "valid_bet" bigint;
--> statement-breakpoint
-- Written by hand from here. Valid bet becomes the net exposure (db/functions/valid_bet_of.sql): what a bet
-- won or lost, at most its stake, judged per casino round and per member and lottery issue. Every round now
-- carries its figure; the rounds settled so far get theirs here, with the rule written out as it stands
-- today (a migration is history: the current definition lives in db/functions/, applied after migrations).
-- The record of play's update trigger is off meanwhile: stake and win do not change, nothing is to fold.
ALTER TABLE "game_rounds" DISABLE TRIGGER "game_rounds_play_updated";
--> statement-breakpoint
-- A lottery round is one order on one issue; the member's orders on the issue are judged together (prizes
-- and prize-group rebates against stakes not pushed), and the figure is split over them by stake.
WITH by_order AS (
  SELECT l.order_id, l.issue_id, l.member_id, sum(l.stake - l.refund) AS stake, sum(l.payout + l.rebate) AS returned
  FROM lottery_lines l WHERE l.status IN ('won', 'lost', 'push')
  GROUP BY l.order_id, l.issue_id, l.member_id
), judged AS (
  SELECT b.order_id, b.issue_id, b.stake, sum(b.stake) OVER issue AS issue_stake,
         least(sum(b.stake) OVER issue, abs(sum(b.returned) OVER issue - sum(b.stake) OVER issue)) AS issue_valid,
         sum(b.stake) OVER (issue ORDER BY b.order_id) AS through
  FROM by_order b
  WINDOW issue AS (PARTITION BY b.member_id, b.issue_id)
)
UPDATE game_rounds r
SET valid_bet = CASE WHEN j.issue_stake = 0 THEN 0
                     ELSE (div(j.issue_valid::numeric * j.through, j.issue_stake)
                           - div(j.issue_valid::numeric * (j.through - j.stake), j.issue_stake))::bigint END
FROM judged j
JOIN lottery_orders o ON o.id = j.order_id
JOIN lottery_issues i ON i.id = j.issue_id
WHERE r.provider_code = 'lottery' AND r.round_ref = o.order_number || ':' || i.number;
--> statement-breakpoint
UPDATE game_rounds SET valid_bet = CASE WHEN status = 'settled' THEN least(stake, abs(win - stake)) ELSE 0 END
WHERE valid_bet IS NULL;
--> statement-breakpoint
ALTER TABLE "game_rounds" ENABLE TRIGGER "game_rounds_play_updated";
--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "valid_bet" SET NOT NULL;
--> statement-breakpoint
-- The record of play takes the new figures: each member's day and category row is set to the sum of its
-- rounds, and the difference is queued for the team rollup job like any change of play.
WITH fresh AS (
  SELECT r.member_id, (r.settled_at AT TIME ZONE s.time_zone)::date AS day, g.category, sum(r.valid_bet) AS valid_bet
  FROM game_rounds r JOIN sites s ON s.id = r.site_id JOIN games g ON g.id = r.game_id
  WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
  GROUP BY 1, 2, 3
), changes AS (
  SELECT p.member_id, p.day, p.category, coalesce(f.valid_bet, 0) - p.valid_bet AS change
  FROM play_daily p
  LEFT JOIN fresh f ON f.member_id = p.member_id AND f.day = p.day AND f.category = p.category
  WHERE coalesce(f.valid_bet, 0) <> p.valid_bet
), updated AS (
  UPDATE play_daily p SET valid_bet = p.valid_bet + c.change
  FROM changes c WHERE p.member_id = c.member_id AND p.day = c.day AND p.category = c.category
)
INSERT INTO team_changes (member_id, day, category, valid_bet)
SELECT member_id, day, category, change FROM changes;
--> statement-breakpoint
-- Rounds reach the record of play with their valid bet (play_fold and its triggers, db/functions/).
ALTER TYPE settled_round ADD ATTRIBUTE valid_bet bigint;
