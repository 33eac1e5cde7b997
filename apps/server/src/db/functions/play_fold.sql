-- The record of play (README, design notes: "One record of play"). Adds settled rounds, each with a sign
-- (+1 as it is now, -1 as it was before an update), to their members' daily rows by site-local day and game
-- category (play_daily: rounds, stake, valid bet, payout); marks a member active on a day with a round
-- counted (and inactive again when every round of it was taken back); queues both for the team rollup job
-- (team_changes); and, when active days changed, queues the members' gap changes (queue_active_gap_changes,
-- under a lock per member bucket, in order). All in the statement that settled the rounds.
-- The valid bet is the round's own (game_rounds.valid_bet, game_round_valid_bet.sql), never worked out here.
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
           sum(r.sign * r.valid_bet)::bigint AS valid_bet, sum(r.sign * r.win)::bigint AS payout
    FROM unnest($1) AS r
    JOIN sites s ON s.id = r.site_id
    JOIN games g ON g.id = r.game_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.win) <> 0 OR sum(r.sign * r.valid_bet) <> 0
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
