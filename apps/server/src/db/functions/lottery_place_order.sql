-- A lottery order in one round trip (migration 0018 created it; this file is its current body), outside any
-- transaction the server holds (the statement is its own transaction: a refusal raised here undoes all of it).
-- In this order, which is the order the draw takes its locks in too (issue, then accounts), so the two never
-- deadlock:
--   1. every issue bet on is held FOR SHARE and must be open with sales not closed at p_now (LT001, the first
--      issue that is not in DETAIL);
--   2. the stake moves through ledger_post under the member's key: a key used before moves nothing and
--      the function answers no rows (the caller answers with the order that key placed);
--   3. the order row, with its ledger entry, and the real part of its stake (real_stake_of.sql: the member's
--      main balance before the entry against the demo money credited), split over the lines by stake with
--      running floors (lottery_lines.real_stake, the parts add up exactly);
--   4. each issue's most possible payout added to what the member's lines there could pay, the cap
--      decided in the same upsert that counts it (LT002, the issue's id in DETAIL);
--   5. the lines, and the game in the member's recent games (its time moved at most once a minute).
-- Answers the order's id with each account's balance after the entry.
CREATE OR REPLACE FUNCTION lottery_place_order(
  p_site_id integer,
  p_entry_kind text,
  p_entry_key text,
  p_entry_hash text,
  p_entry_memo jsonb,
  p_account_ids bigint[],
  p_amounts bigint[],
  p_member_id bigint,
  p_lottery_game_id integer,
  p_game_id bigint,
  p_order_number text,
  p_idempotency_key text,
  p_request_hash text,
  p_chase jsonb,
  p_total bigint,
  p_now timestamptz,
  p_issue_ids bigint[],
  p_potentials bigint[],
  p_cap bigint,
  p_line_issue_ids bigint[],
  p_line_nos smallint[],
  p_play_ids text[],
  p_selections jsonb[],
  p_units text[],
  p_multiples integer[],
  p_prize_groups integer[],
  p_bets integer[],
  p_bet_stakes bigint[],
  p_stakes bigint[],
  p_prizes jsonb[],
  p_rebates_due bigint[]
) RETURNS TABLE (placed_order_id bigint, account_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  held_ids bigint[];
  closed_issue bigint;
  new_entry_id bigint;
  entry_accounts bigint[];
  entry_balances bigint[];
  new_order_id bigint;
  over_cap bigint;
  order_real bigint;
BEGIN
  SELECT array_agg(held.id) INTO held_ids FROM (
    SELECT i.id FROM lottery_issues i
    WHERE i.id = ANY(p_issue_ids) AND i.lottery_game_id = p_lottery_game_id
      AND i.status = 'open' AND i.closes_at > p_now
    ORDER BY i.id FOR SHARE
  ) held;
  SELECT x.id INTO closed_issue FROM unnest(p_issue_ids) WITH ORDINALITY AS x(id, position)
  WHERE NOT (x.id = ANY(coalesce(held_ids, '{}'))) ORDER BY x.position LIMIT 1;
  IF closed_issue IS NOT NULL THEN
    RAISE EXCEPTION 'lottery sales closed' USING ERRCODE = 'LT001', DETAIL = closed_issue::text;
  END IF;

  SELECT min(posted.posted_entry_id), array_agg(posted.posted_account_id), array_agg(posted.posted_balance)
  INTO new_entry_id, entry_accounts, entry_balances
  FROM ledger_post(p_site_id, p_entry_kind, p_entry_key, p_entry_hash, p_entry_memo, p_account_ids, p_amounts) posted;
  IF new_entry_id IS NULL THEN
    RETURN;
  END IF;

  INSERT INTO lottery_orders
    (site_id, member_id, lottery_game_id, order_number, idempotency_key, request_hash, chase, total, entry_id, created_at)
  VALUES (p_site_id, p_member_id, p_lottery_game_id, p_order_number, p_idempotency_key, p_request_hash, p_chase,
          p_total, new_entry_id, p_now)
  RETURNING id INTO new_order_id;

  -- The member's leg is the stake (a debit): its balance before the entry is the balance after it less the leg.
  SELECT real_stake_of(p_member_id, -x.amount, b.balance - x.amount) INTO order_real
  FROM unnest(p_account_ids, p_amounts) AS x(account_id, amount)
  JOIN unnest(entry_accounts, entry_balances) AS b(account_id, balance) ON b.account_id = x.account_id
  JOIN ledger_accounts a ON a.id = x.account_id AND a.member_id = p_member_id AND a.wallet = 'MAIN'
  WHERE x.amount < 0;
  order_real := coalesce(order_real, 0);

  WITH admitted AS (
    INSERT INTO lottery_exposure AS e (issue_id, member_id, potential)
    SELECT x.issue_id, p_member_id, x.potential FROM unnest(p_issue_ids, p_potentials) AS x(issue_id, potential)
    ON CONFLICT (issue_id, member_id) DO UPDATE SET potential = e.potential + EXCLUDED.potential
    WHERE e.potential + EXCLUDED.potential <= p_cap
    RETURNING e.issue_id
  )
  SELECT x.id INTO over_cap FROM unnest(p_issue_ids) AS x(id)
  WHERE x.id NOT IN (SELECT admitted.issue_id FROM admitted) ORDER BY x.id LIMIT 1;
  IF over_cap IS NOT NULL THEN
    RAISE EXCEPTION 'lottery payout cap reached' USING ERRCODE = 'LT002', DETAIL = over_cap::text;
  END IF;

  INSERT INTO lottery_lines
    (order_id, issue_id, member_id, line_no, play_id, selection, unit, multiple, prize_group, bets, bet_stake, stake,
     prizes, rebate_due, real_stake)
  SELECT new_order_id, l.issue_id, p_member_id, l.line_no, l.play_id, l.selection, l.unit, l.multiple, l.prize_group,
         l.bets, l.bet_stake, l.stake, l.prizes, l.rebate_due,
         CASE WHEN l.total = 0 THEN 0
              ELSE (div(order_real::numeric * l.through, l.total)
                    - div(order_real::numeric * (l.through - l.stake), l.total))::bigint END
  FROM (
    SELECT u.*, sum(u.stake) OVER (ORDER BY u.position) AS through, sum(u.stake) OVER () AS total
    FROM unnest(p_line_issue_ids, p_line_nos, p_play_ids, p_selections, p_units, p_multiples, p_prize_groups, p_bets,
                p_bet_stakes, p_stakes, p_prizes, p_rebates_due) WITH ORDINALITY
      AS u(issue_id, line_no, play_id, selection, unit, multiple, prize_group, bets, bet_stake, stake, prizes,
           rebate_due, position)
  ) l;

  INSERT INTO recent_games AS r (member_id, game_id) VALUES (p_member_id, p_game_id)
  ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = now()
  WHERE r.last_played_at < now() - interval '1 minute';

  RETURN QUERY SELECT new_order_id, a.id, a.balance FROM unnest(entry_accounts, entry_balances) AS a(id, balance);
END;
$$;
