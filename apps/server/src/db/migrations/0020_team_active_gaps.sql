CREATE TABLE "team_active_gaps" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_active_gaps_agent_id_day_gap_pk" PRIMARY KEY("agent_id","day","gap")
);
--> statement-breakpoint
ALTER TABLE "team_changes" ADD COLUMN "active_gap" smallint;--> statement-breakpoint
ALTER TABLE "team_changes" ADD COLUMN "gap_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_active_gaps" ADD CONSTRAINT "team_active_gaps_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand from here. A member's active days as (day, gap) pairs: the gap is the days since its
-- previous active day, 93 for its first (ranges are at most 92 days, so any longer pause counts alike).
CREATE FUNCTION active_day_gaps(member_ids bigint[], days date[]) RETURNS TABLE (member_id bigint, day date, gap smallint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT d.member_id, d.day, least(coalesce(d.day - lag(d.day) OVER (PARTITION BY d.member_id ORDER BY d.day), 93), 93)::smallint
  FROM unnest(member_ids, days) AS d(member_id, day)
$$;
--> statement-breakpoint
-- play_fold again, now also keeping the gaps. First the rounds are recorded and the active days marked
-- (as before, queueing play and daily actives); then the members whose active days changed (a first
-- round of a day, or a day taken back: rare next to rounds) are locked by bucket (256, in order, so a
-- batch of any size takes at most 256 locks and a round that changes no active day takes none); then,
-- in a statement that sees what those locks waited for, the difference between each such member's
-- (day, gap) pairs after and before this transaction's changes is queued for its uplines.
CREATE OR REPLACE FUNCTION play_fold(rounds settled_round[]) RETURNS void LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  added_members bigint[];
  added_days date[];
  removed_members bigint[];
  removed_days date[];
BEGIN
  WITH grouped AS (
    SELECT r.site_id, r.member_id, (r.settled_at AT TIME ZONE s.time_zone)::date AS day, g.category,
           sum(r.sign)::integer AS rounds, sum(r.sign * r.stake)::bigint AS stake,
           sum(r.sign * CASE WHEN r.win = r.stake THEN 0 ELSE r.stake END)::bigint AS valid_bet,
           sum(r.sign * r.win)::bigint AS payout
    FROM unnest($1) AS r
    JOIN sites s ON s.id = r.site_id
    JOIN games g ON g.id = r.game_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.win) <> 0
  ), recorded AS (
    INSERT INTO play_daily AS p (site_id, member_id, day, category, rounds, stake, valid_bet, payout)
    SELECT site_id, member_id, day, category, rounds, stake, valid_bet, payout FROM grouped
    ON CONFLICT (member_id, day, category) DO UPDATE SET
      rounds = p.rounds + EXCLUDED.rounds, stake = p.stake + EXCLUDED.stake,
      valid_bet = p.valid_bet + EXCLUDED.valid_bet, payout = p.payout + EXCLUDED.payout
    RETURNING p.member_id, p.day, p.category, p.rounds
  ), day_totals AS (
    -- The member's rounds that day in every category: the rows just written (as they are now) and the
    -- other categories' rows (this statement did not touch them), one index probe per member and day.
    SELECT k.member_id, k.day, k.rounds + coalesce(other.rounds, 0) AS rounds
    FROM (SELECT member_id, day, sum(rounds) AS rounds, array_agg(category) AS categories
          FROM recorded GROUP BY member_id, day) k
    LEFT JOIN LATERAL (
      SELECT sum(p.rounds) AS rounds FROM play_daily p
      WHERE p.member_id = k.member_id AND p.day = k.day AND p.category <> ALL (k.categories)
    ) other ON true
  ), activated AS (
    INSERT INTO member_active_days (member_id, day)
    SELECT member_id, day FROM day_totals WHERE rounds > 0
    ON CONFLICT DO NOTHING
    RETURNING member_id, day
  ), deactivated AS (
    -- A day whose every round was taken back (rolled back) leaves the member inactive again.
    DELETE FROM member_active_days a USING day_totals t
    WHERE a.member_id = t.member_id AND a.day = t.day AND t.rounds <= 0
    RETURNING a.member_id, a.day
  ), queued AS (
    INSERT INTO team_changes (member_id, day, category, rounds, stake, valid_bet, payout, active_members)
    SELECT member_id, day, category, rounds, stake, valid_bet, payout, 0 FROM grouped
    UNION ALL
    SELECT member_id, day, NULL, 0, 0, 0, 0, 1 FROM activated
    UNION ALL
    SELECT member_id, day, NULL, 0, 0, 0, 0, -1 FROM deactivated
  )
  SELECT (SELECT array_agg(member_id) FROM activated), (SELECT array_agg(day) FROM activated),
         (SELECT array_agg(member_id) FROM deactivated), (SELECT array_agg(day) FROM deactivated)
  INTO added_members, added_days, removed_members, removed_days;

  IF added_members IS NULL AND removed_members IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(1953067, locked.bucket)
  FROM (SELECT DISTINCT (m % 256)::integer AS bucket
        FROM unnest(coalesce(added_members, '{}') || coalesce(removed_members, '{}')) AS m ORDER BY 1) AS locked;

  WITH added AS (
    SELECT * FROM unnest(coalesce(added_members, '{}'), coalesce(added_days, '{}')) AS a(member_id, day)
  ), removed AS (
    SELECT * FROM unnest(coalesce(removed_members, '{}'), coalesce(removed_days, '{}')) AS r(member_id, day)
  ), days_after AS (
    SELECT a.member_id, a.day FROM member_active_days a
    WHERE a.member_id IN (SELECT member_id FROM added UNION SELECT member_id FROM removed)
  ), days_before AS (
    SELECT member_id, day FROM days_after
    EXCEPT SELECT member_id, day FROM added
    UNION SELECT member_id, day FROM removed
  ), gap_changes AS (
    SELECT member_id, day, gap, sum(sign)::integer AS members FROM (
      SELECT g.*, 1 AS sign FROM active_day_gaps(
        ARRAY(SELECT member_id FROM days_after ORDER BY member_id, day),
        ARRAY(SELECT day FROM days_after ORDER BY member_id, day)) g
      UNION ALL
      SELECT g.*, -1 FROM active_day_gaps(
        ARRAY(SELECT member_id FROM days_before ORDER BY member_id, day),
        ARRAY(SELECT day FROM days_before ORDER BY member_id, day)) g
    ) both_sides
    GROUP BY member_id, day, gap HAVING sum(sign) <> 0
  )
  INSERT INTO team_changes (member_id, day, active_gap, gap_members)
  SELECT member_id, day, gap, members FROM gap_changes;
END;
$$;
--> statement-breakpoint
-- The gaps of the active days recorded so far, queued for the rollup job.
INSERT INTO team_changes (member_id, day, active_gap, gap_members)
SELECT g.member_id, g.day, g.gap, 1 FROM active_day_gaps(
  ARRAY(SELECT member_id FROM member_active_days ORDER BY member_id, day),
  ARRAY(SELECT day FROM member_active_days ORDER BY member_id, day)) g;
