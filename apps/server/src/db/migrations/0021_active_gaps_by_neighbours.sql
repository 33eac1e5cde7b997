-- Written by hand. play_fold worked out a changed member's gaps from its whole history of active days,
-- so a member active for a year paid a year's worth of rows for its first round of today (and a bulk
-- load was quadratic). A day's gap depends only on the active day before it, so an added or removed day
-- changes its own gap and the next active day's: the gaps are now worked out over the member's days from
-- the last active day before its earliest change to the first one after its latest (two index probes),
-- before and after the change. The window's first day has no predecessor inside the window, so its gap
-- comes out the same wrong way on both sides and cancels out of the difference.
CREATE FUNCTION queue_active_gap_changes(added_members bigint[], added_days date[],
                                         removed_members bigint[], removed_days date[])
RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    SELECT * FROM unnest(added_members, added_days) AS a(member_id, day)
  ), removed AS (
    SELECT * FROM unnest(removed_members, removed_days) AS r(member_id, day)
  ), changed AS (
    SELECT member_id, min(day) AS first_day, max(day) AS last_day
    FROM (SELECT * FROM added UNION ALL SELECT * FROM removed) c GROUP BY member_id
  ), windows AS (
    SELECT c.member_id,
           coalesce((SELECT max(a.day) FROM member_active_days a
                     WHERE a.member_id = c.member_id AND a.day < c.first_day), c.first_day) AS from_day,
           coalesce((SELECT min(a.day) FROM member_active_days a
                     WHERE a.member_id = c.member_id AND a.day > c.last_day), c.last_day) AS to_day
    FROM changed c
  ), days_after AS (
    SELECT a.member_id, a.day FROM windows w
    JOIN member_active_days a ON a.member_id = w.member_id AND a.day BETWEEN w.from_day AND w.to_day
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
$$;
--> statement-breakpoint
-- play_fold as in 0020, its gap part now the function above (locks first, as before).
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
  PERFORM queue_active_gap_changes(coalesce(added_members, '{}'), coalesce(added_days, '{}'),
                                   coalesce(removed_members, '{}'), coalesce(removed_days, '{}'));
END;
$$;
