-- The record of play (README, design notes: "One record of play"). Adds settled rounds, each with a sign
-- (+1 as it is now, -1 as it was before an update), to their members' daily rows by site-local day and game
-- category (play_daily: rounds, stake, valid bet, payout, and the real money's share: rounds with real money
-- at stake, real_profit_loss_of.sql); marks a member active on a day with a round of real money at stake
-- counted (a bet of demo money only makes nobody active: issue 22 §2), and inactive again when every such
-- round of it was taken back; queues both for the team rollup job (team_changes); and, when active days
-- changed, queues the members' gap changes (queue_active_gap_changes, under a lock per member bucket, in
-- order). All in the statement that settled the rounds.
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
           sum(r.sign * r.valid_bet)::bigint AS valid_bet, sum(r.sign * r.win)::bigint AS payout,
           coalesce(sum(r.sign) FILTER (WHERE r.real_stake > 0), 0)::integer AS real_rounds,
           sum(r.sign * real_profit_loss_of(r.stake, r.win, r.real_stake))::bigint AS real_profit_loss
    FROM unnest($1) AS r
    JOIN sites s ON s.id = r.site_id
    JOIN games g ON g.id = r.game_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.win) <> 0 OR sum(r.sign * r.valid_bet) <> 0
        OR sum(r.sign) FILTER (WHERE r.real_stake > 0) <> 0
        OR sum(r.sign * real_profit_loss_of(r.stake, r.win, r.real_stake)) <> 0
  ), recorded AS (
    INSERT INTO play_daily AS p (site_id, member_id, day, category, rounds, stake, valid_bet, payout, real_rounds,
                                 real_profit_loss)
    SELECT site_id, member_id, day, category, rounds, stake, valid_bet, payout, real_rounds, real_profit_loss
    FROM grouped
    ON CONFLICT (member_id, day, category) DO UPDATE SET
      rounds = p.rounds + EXCLUDED.rounds, stake = p.stake + EXCLUDED.stake,
      valid_bet = p.valid_bet + EXCLUDED.valid_bet, payout = p.payout + EXCLUDED.payout,
      real_rounds = p.real_rounds + EXCLUDED.real_rounds, real_profit_loss = p.real_profit_loss + EXCLUDED.real_profit_loss
    RETURNING p.member_id, p.day, p.category, p.real_rounds
  ), day_totals AS (
    -- The member's rounds of real money that day in every category: the rows just written (as they are now)
    -- and the other categories' rows (this statement did not touch them), one index probe per member and day.
    SELECT k.member_id, k.day, k.real_rounds + coalesce(other.real_rounds, 0) AS real_rounds
    FROM (SELECT member_id, day, sum(real_rounds) AS real_rounds, array_agg(category) AS categories
          FROM recorded GROUP BY member_id, day) k
    LEFT JOIN LATERAL (
      SELECT sum(p.real_rounds) AS real_rounds FROM play_daily p
      WHERE p.member_id = k.member_id AND p.day = k.day AND p.category <> ALL (k.categories)
    ) other ON true
  ), activated AS (
    INSERT INTO member_active_days (member_id, day)
    SELECT member_id, day FROM day_totals WHERE real_rounds > 0
    ON CONFLICT DO NOTHING
    RETURNING member_id, day
  ), deactivated AS (
    -- A day whose every round of real money was taken back (rolled back) leaves the member inactive again.
    DELETE FROM member_active_days a USING day_totals t
    WHERE a.member_id = t.member_id AND a.day = t.day AND t.real_rounds <= 0
    RETURNING a.member_id, a.day
  ), queued AS (
    INSERT INTO team_changes (member_id, day, category, rounds, stake, valid_bet, payout, real_rounds,
                              real_profit_loss, active_members)
    SELECT member_id, day, category, rounds, stake, valid_bet, payout, real_rounds, real_profit_loss, 0 FROM grouped
    UNION ALL
    SELECT member_id, day, NULL, 0, 0, 0, 0, 0, 0, 1 FROM activated
    UNION ALL
    SELECT member_id, day, NULL, 0, 0, 0, 0, 0, 0, -1 FROM deactivated
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
