-- Written by hand. Issue 25 "Dashboard": a site's play and active members over up to 92 days, read in
-- milliseconds on millions of rounds. The team roll-up job already folds every member's queued changes
-- (team_changes) into its uplines' figures; it now folds them into the member's site too: play by day and
-- game category, and active days by gap (as team_active_gaps: distinct active members over any range are a
-- sum of at most 92 x 93 rows). The backfill is what the record of play holds less what is still queued,
-- which the job adds when it folds it.
CREATE TABLE "site_play_daily" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"real_rounds" integer DEFAULT 0 NOT NULL,
	"real_profit_loss" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_play_daily_pk" PRIMARY KEY ("site_id", "day", "category")
);
--> statement-breakpoint
CREATE TABLE "site_active_gaps" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_active_gaps_pk" PRIMARY KEY ("site_id", "day", "gap")
);
--> statement-breakpoint
INSERT INTO "site_play_daily" (site_id, day, category, rounds, stake, valid_bet, payout, real_rounds, real_profit_loss)
SELECT site_id, day, category, sum(rounds), sum(stake), sum(valid_bet), sum(payout), sum(real_rounds), sum(real_profit_loss)
FROM (
  SELECT site_id, day, category, rounds, stake, valid_bet, payout, real_rounds, real_profit_loss FROM play_daily
  UNION ALL
  SELECT m.site_id, c.day, c.category, -c.rounds, -c.stake, -c.valid_bet, -c.payout, -c.real_rounds, -c.real_profit_loss
  FROM team_changes c JOIN members m ON m.id = c.member_id WHERE c.category IS NOT NULL
) recorded
GROUP BY site_id, day, category;
--> statement-breakpoint
INSERT INTO "site_active_gaps" (site_id, day, gap, members)
SELECT site_id, day, gap, sum(members)
FROM (
  SELECT m.site_id, g.day, g.gap, 1 AS members
  FROM active_day_gaps(
    ARRAY(SELECT member_id FROM member_active_days ORDER BY member_id, day),
    ARRAY(SELECT day FROM member_active_days ORDER BY member_id, day)) g
  JOIN members m ON m.id = g.member_id
  UNION ALL
  SELECT m.site_id, c.day, c.active_gap, -c.gap_members
  FROM team_changes c JOIN members m ON m.id = c.member_id WHERE c.active_gap IS NOT NULL
) gaps
GROUP BY site_id, day, gap
HAVING sum(members) <> 0;
