-- module: lottery
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
--   5. the lines, and the game in the member's recent games (games' recent_game_played.sql: its time moved at
--      most once a minute).
-- Answers the order's id with each account's balance after the entry.
-- One argument, the order as JSON with named fields (read below by name, so no caller mirrors a parameter
-- order; migration 0043 dropped the 31-parameter form): entry {siteId, kind, idempotencyKey, requestHash,
-- memo, accountIds, amounts} (ledger_post's arguments), memberId, lotteryGameId, gameId, orderNumber,
-- idempotencyKey, requestHash, chase, total, createdAt (the order's time: sales must be open then), cap (the
-- per-issue payout cap), issues [{id, potential}] and lines [{issueId, lineNo, playId, selection, unit,
-- multiple, prizeGroup, bets, betStake, stake, prizes, rebateDue}], in order. Money and ids may be JSON
-- strings (bigint), read with the columns' own types.
CREATE OR REPLACE FUNCTION lottery_place_order(p_order jsonb)
RETURNS TABLE (placed_order_id bigint, account_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  entry jsonb := p_order->'entry';
  member bigint := (p_order->>'memberId')::bigint;
  lottery_game integer := (p_order->>'lotteryGameId')::integer;
  placed_at timestamptz := (p_order->>'createdAt')::timestamptz;
  account_ids bigint[];
  amounts bigint[];
  issue_ids bigint[];
  potentials bigint[];
  held_ids bigint[];
  closed_issue bigint;
  new_entry_id bigint;
  entry_accounts bigint[];
  entry_balances bigint[];
  new_order_id bigint;
  over_cap bigint;
  order_real bigint;
BEGIN
  SELECT array_agg(a.id::bigint ORDER BY a.position) INTO account_ids
  FROM jsonb_array_elements_text(entry->'accountIds') WITH ORDINALITY AS a(id, position);
  SELECT array_agg(a.amount::bigint ORDER BY a.position) INTO amounts
  FROM jsonb_array_elements_text(entry->'amounts') WITH ORDINALITY AS a(amount, position);
  SELECT array_agg(x.id ORDER BY x.position), array_agg(x.potential ORDER BY x.position)
  INTO issue_ids, potentials
  FROM ROWS FROM (jsonb_to_recordset(p_order->'issues') AS (id bigint, potential bigint))
    WITH ORDINALITY AS x(id, potential, position);

  SELECT array_agg(held.id) INTO held_ids FROM (
    SELECT i.id FROM lottery_issues i
    WHERE i.id = ANY(issue_ids) AND i.lottery_game_id = lottery_game
      AND i.status = 'open' AND i.closes_at > placed_at
    ORDER BY i.id FOR SHARE
  ) held;
  SELECT x.id INTO closed_issue FROM unnest(issue_ids) WITH ORDINALITY AS x(id, position)
  WHERE NOT (x.id = ANY(coalesce(held_ids, '{}'))) ORDER BY x.position LIMIT 1;
  IF closed_issue IS NOT NULL THEN
    RAISE EXCEPTION 'lottery sales closed' USING ERRCODE = 'LT001', DETAIL = closed_issue::text;
  END IF;

  SELECT min(posted.posted_entry_id), array_agg(posted.posted_account_id), array_agg(posted.posted_balance)
  INTO new_entry_id, entry_accounts, entry_balances
  FROM ledger_post((entry->>'siteId')::integer, entry->>'kind', entry->>'idempotencyKey', entry->>'requestHash',
                   entry->'memo', account_ids, amounts) posted;
  IF new_entry_id IS NULL THEN
    RETURN;
  END IF;

  INSERT INTO lottery_orders
    (site_id, member_id, lottery_game_id, order_number, idempotency_key, request_hash, chase, total, entry_id, created_at)
  VALUES ((entry->>'siteId')::integer, member, lottery_game, p_order->>'orderNumber', p_order->>'idempotencyKey',
          p_order->>'requestHash', nullif(p_order->'chase', 'null'::jsonb), (p_order->>'total')::bigint, new_entry_id,
          placed_at)
  RETURNING id INTO new_order_id;

  -- The member's leg is the stake (a debit): its balance before the entry is the balance after it less the leg.
  SELECT real_stake_of(member, -x.amount, b.balance - x.amount) INTO order_real
  FROM unnest(account_ids, amounts) AS x(account_id, amount)
  JOIN unnest(entry_accounts, entry_balances) AS b(account_id, balance) ON b.account_id = x.account_id
  JOIN ledger_accounts a ON a.id = x.account_id AND a.member_id = member AND a.wallet = 'MAIN'
  WHERE x.amount < 0;
  order_real := coalesce(order_real, 0);

  WITH admitted AS (
    INSERT INTO lottery_exposure AS e (issue_id, member_id, potential)
    SELECT x.issue_id, member, x.potential FROM unnest(issue_ids, potentials) AS x(issue_id, potential)
    ON CONFLICT (issue_id, member_id) DO UPDATE SET potential = e.potential + EXCLUDED.potential
    WHERE e.potential + EXCLUDED.potential <= (p_order->>'cap')::bigint
    RETURNING e.issue_id
  )
  SELECT x.id INTO over_cap FROM unnest(issue_ids) AS x(id)
  WHERE x.id NOT IN (SELECT admitted.issue_id FROM admitted) ORDER BY x.id LIMIT 1;
  IF over_cap IS NOT NULL THEN
    RAISE EXCEPTION 'lottery payout cap reached' USING ERRCODE = 'LT002', DETAIL = over_cap::text;
  END IF;

  INSERT INTO lottery_lines
    (order_id, issue_id, member_id, line_no, play_id, selection, unit, multiple, prize_group, bets, bet_stake, stake,
     prizes, rebate_due, real_stake)
  SELECT new_order_id, l.issue_id, member, l.line_no, l.play_id, l.selection, l.unit, l.multiple, l.prize_group,
         l.bets, l.bet_stake, l.stake, l.prizes, coalesce(l.rebate_due, 0),
         CASE WHEN l.total = 0 THEN 0
              ELSE (div(order_real::numeric * l.through, l.total)
                    - div(order_real::numeric * (l.through - l.stake), l.total))::bigint END
  FROM (
    SELECT u.*, sum(u.stake) OVER (ORDER BY u.position) AS through, sum(u.stake) OVER () AS total
    FROM ROWS FROM (jsonb_to_recordset(p_order->'lines') AS ("issueId" bigint, "lineNo" smallint, "playId" text,
           selection jsonb, unit text, multiple integer, "prizeGroup" integer, bets integer, "betStake" bigint,
           stake bigint, prizes jsonb, "rebateDue" bigint)) WITH ORDINALITY
      AS u(issue_id, line_no, play_id, selection, unit, multiple, prize_group, bets, bet_stake, stake, prizes,
           rebate_due, position)
  ) l;

  PERFORM recent_game_played(member, (p_order->>'gameId')::bigint, interval '1 minute');

  RETURN QUERY SELECT new_order_id, a.id, a.balance FROM unnest(entry_accounts, entry_balances) AS a(id, balance);
END;
$$;
