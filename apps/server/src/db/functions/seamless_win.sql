-- module: provider
-- A seamless-wallet win in one round trip (the bet's companion, seamless_bet.sql; the same lock order: the round,
-- then the accounts). The statement is its own transaction. In this order:
--   1. the round is locked: copies of one win, and any call on the round, take turns;
--   2. a repeat answers what the first stored (seamless_earlier_answer.sql);
--   3. the round must be this session's (SW005) and not rolled back (SW003); a win may come after the session
--      closed (the round was staked while it played);
--   4. a win above zero moves through ledger_post (ledger_post_entry.sql) under the call's key; zero moves nothing;
--   5. the round takes the win, the balance after it and the outcome (when one is sent), and is settled;
--   6. the call and its answer are kept (seamless_answer_kept.sql).
-- One JSON argument read by name: providerCode, transactionId, requestHash, sessionId, roundRef, amount, walletId,
-- currency, outcome (optional) and entry (ledger_post's arguments; absent for a win of zero). Answers
-- {balance, currency, transactionId}.
CREATE OR REPLACE FUNCTION seamless_win(p_call jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
  v_provider text := p_call->>'providerCode';
  v_transaction text := p_call->>'transactionId';
  v_hash text := p_call->>'requestHash';
  v_round_ref text := p_call->>'roundRef';
  v_amount bigint := (p_call->>'amount')::bigint;
  v_wallet bigint := (p_call->>'walletId')::bigint;
  v_earlier jsonb;
  v_round record;
  v_entry_id bigint;
  v_balance bigint;
BEGIN
  SELECT r.id, r.session_id, r.status INTO v_round
    FROM game_rounds r WHERE r.provider_code = v_provider AND r.round_ref = v_round_ref FOR UPDATE;
  v_earlier := seamless_earlier_answer(v_provider, v_transaction, v_hash);
  IF v_earlier IS NOT NULL THEN
    RETURN v_earlier;
  END IF;
  IF v_round.id IS NULL OR v_round.session_id IS DISTINCT FROM (p_call->>'sessionId')::bigint THEN
    RAISE EXCEPTION 'round % is not of this session', v_round_ref USING ERRCODE = 'SW005';
  END IF;
  IF v_round.status = 'rolled_back' THEN
    RAISE EXCEPTION 'round % was rolled back', v_round_ref USING ERRCODE = 'SW003';
  END IF;

  IF v_amount > 0 THEN
    SELECT p.posted_entry_id, p.posted_balance INTO v_entry_id, v_balance
      FROM ledger_post_entry(p_call->'entry') p WHERE p.posted_account_id = v_wallet;
    IF v_entry_id IS NULL THEN
      RAISE EXCEPTION 'ledger key of win % used without its call', v_transaction;
    END IF;
  ELSE
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = v_wallet;
  END IF;

  UPDATE game_rounds r SET
    win = r.win + v_amount,
    balance_after = v_balance,
    outcome = CASE WHEN p_call ? 'outcome' THEN p_call->'outcome' ELSE r.outcome END,
    status = 'settled',
    settled_at = now()
  WHERE r.id = v_round.id;
  RETURN seamless_answer_kept(p_call, 'win', v_round.id, v_entry_id, v_balance);
END;
$$;
