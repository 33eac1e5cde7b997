-- module: provider
-- A seamless-wallet bet in one round trip (issue 24: the spins benchmark found a bet cost 16 statements, each a
-- socket write, and the query building around them). The statement is its own transaction: a refusal raised
-- here undoes all of it. In this order, which the win and the rollback take their locks in too (the bet id,
-- then the round, then the accounts), so none of them deadlock:
--   1. the bet id is held (advisory lock): a repeat of the bet, or its rollback, waits for this one;
--   2. a repeat answers what the first stored (seamless_earlier_answer.sql);
--   3. a bet whose rollback came first is refused (SW002), as is a session that stopped playing (SW001);
--   4. the round is opened, or the one an earlier bet of it opened is locked; it must be this session's and
--      still open (SW003);
--   5. the stake moves through ledger_post (ledger_post_entry.sql) under the call's key; a wallet short of funds
--      fails its CHECK here;
--   6. the round takes the stake, its real part (real_stake_of.sql) and the balances around it;
--   7. a bet the server drew as winning the site's jackpot (`jackpot`: poolIds, fundingId, seed) is paid the pool
--      (jackpot_paid.sql), which joins the round's win; such a bet locks every account it moves before step 5,
--      in id order as ledger_post does, so two winning bets at once queue instead of deadlocking;
--   8. the call and its answer are kept (seamless_answer_kept.sql): a repeat gets this answer.
-- One JSON argument read by name: providerCode, transactionId, requestHash (the call's), sessionId, memberId,
-- siteId, gameId, roundRef, amount, walletId (the member's main account), currency, entry (ledger_post's
-- arguments: siteId, kind, idempotencyKey, requestHash, memo, accountIds, amounts; a slot bet's share of the
-- jackpot is one of its legs) and jackpot when the bet won it. Answers the wallet's answer: {balance, currency,
-- transactionId}, and jackpotWin when the bet won the jackpot.
CREATE OR REPLACE FUNCTION seamless_bet(p_call jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
  v_provider text := p_call->>'providerCode';
  v_transaction text := p_call->>'transactionId';
  v_hash text := p_call->>'requestHash';
  v_session bigint := (p_call->>'sessionId')::bigint;
  v_member bigint := (p_call->>'memberId')::bigint;
  v_round_ref text := p_call->>'roundRef';
  v_amount bigint := (p_call->>'amount')::bigint;
  v_wallet bigint := (p_call->>'walletId')::bigint;
  v_earlier jsonb;
  v_round record;
  v_entry_id bigint;
  v_balance bigint;
  v_jackpot record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('seamless:' || v_provider || ':' || v_transaction, 0));
  v_earlier := seamless_earlier_answer(v_provider, v_transaction, v_hash);
  IF v_earlier IS NOT NULL THEN
    RETURN v_earlier;
  END IF;
  IF EXISTS (SELECT 1 FROM seamless_voided_bets v
             WHERE v.provider_code = v_provider AND v.bet_transaction_id = v_transaction) THEN
    RAISE EXCEPTION 'bet % was rolled back before it came', v_transaction USING ERRCODE = 'SW002';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM game_sessions s
                 WHERE s.id = v_session AND s.closed_at IS NULL AND s.expires_at > now()) THEN
    RAISE EXCEPTION 'game session % no longer plays', v_session USING ERRCODE = 'SW001';
  END IF;

  INSERT INTO game_rounds (site_id, member_id, game_id, session_id, provider_code, round_ref, mode, real_stake)
  VALUES ((p_call->>'siteId')::integer, v_member, (p_call->>'gameId')::bigint, v_session, v_provider, v_round_ref,
          'real', 0)
  ON CONFLICT (provider_code, round_ref) DO NOTHING;
  SELECT r.id, r.session_id, r.status INTO v_round
    FROM game_rounds r WHERE r.provider_code = v_provider AND r.round_ref = v_round_ref FOR UPDATE;
  IF v_round.session_id IS DISTINCT FROM v_session OR v_round.status <> 'open' THEN
    RAISE EXCEPTION 'round % is closed or not of this session', v_round_ref USING ERRCODE = 'SW003';
  END IF;

  IF p_call ? 'jackpot' THEN
    PERFORM 1 FROM ledger_accounts a
     WHERE a.id = ANY(ARRAY(SELECT x::bigint FROM jsonb_array_elements_text(p_call->'entry'->'accountIds') x)
                      || ARRAY(SELECT x::bigint FROM jsonb_array_elements_text(p_call->'jackpot'->'poolIds') x)
                      || ((p_call->'jackpot'->>'fundingId')::bigint))
     ORDER BY a.id FOR UPDATE;
  END IF;
  SELECT p.posted_entry_id, p.posted_balance INTO v_entry_id, v_balance
    FROM ledger_post_entry(p_call->'entry') p WHERE p.posted_account_id = v_wallet;
  IF v_entry_id IS NULL THEN
    -- The key is the call's own and is written with its seamless_transactions row: used without one, the
    -- database holds a movement no call answers for.
    RAISE EXCEPTION 'ledger key of bet % used without its call', v_transaction;
  END IF;

  UPDATE game_rounds r SET
    stake = r.stake + v_amount,
    real_stake = r.real_stake + real_stake_of(v_member, v_amount, v_balance + v_amount),
    balance_before = coalesce(r.balance_before, v_balance + v_amount),
    balance_after = v_balance
  WHERE r.id = v_round.id;
  IF p_call ? 'jackpot' THEN
    SELECT j.paid, j.balance INTO v_jackpot FROM jackpot_paid(p_call, v_round.id) j;
    IF v_jackpot.paid IS NOT NULL THEN
      UPDATE game_rounds r SET win = r.win + v_jackpot.paid, balance_after = v_jackpot.balance WHERE r.id = v_round.id;
      RETURN seamless_answer_kept(p_call, 'bet', v_round.id, v_entry_id, v_jackpot.balance,
                                  jsonb_build_object('jackpotWin', v_jackpot.paid::text));
    END IF;
  END IF;
  RETURN seamless_answer_kept(p_call, 'bet', v_round.id, v_entry_id, v_balance);
END;
$$;
