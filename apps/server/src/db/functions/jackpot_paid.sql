-- module: jackpot
-- Pays the site's progressive jackpot to the bet that won it, inside that bet's statement (seamless_bet.sql,
-- which locked every account moved here first, in id order, and decides nothing about winning: the server drew
-- the bet's chance before the call). The pool is the sum of the site's jackpot accounts (`poolIds`, shard 0
-- first); one journal entry, under the bet's key with a `jackpot:` prefix so it is paid once, empties them all into
-- the member's wallet and puts the seed back in shard 0 from the site's jackpot funding account (`fundingId`). The win
-- is kept in jackpot_wins for the ticker and the operator, and `jackpot_won` is notified so the ticker moves at
-- once. Answers what was paid and the wallet's balance after; no row when the pool held nothing.
CREATE OR REPLACE FUNCTION jackpot_paid(p_call jsonb, p_round_id bigint)
RETURNS TABLE (paid bigint, balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
  v_jackpot jsonb := p_call->'jackpot';
  v_site integer := (p_call->>'siteId')::integer;
  v_wallet bigint := (p_call->>'walletId')::bigint;
  v_funding bigint := (v_jackpot->>'fundingId')::bigint;
  v_seed bigint := (v_jackpot->>'seed')::bigint;
  v_pools bigint[] := ARRAY(SELECT p.id::bigint FROM jsonb_array_elements_text(v_jackpot->'poolIds')
                            WITH ORDINALITY AS p(id, position) ORDER BY p.position);
  v_pool bigint;
  v_accounts bigint[];
  v_amounts bigint[];
  v_entry bigint;
  v_balance bigint;
BEGIN
  SELECT coalesce(sum(a.balance), 0) INTO v_pool FROM ledger_accounts a WHERE a.id = ANY(v_pools);
  IF v_pool <= 0 THEN
    RETURN;
  END IF;
  -- One leg per account (ledger_post applies one amount per account): shard 0 gives its balance and takes the seed.
  SELECT array_agg(legs.id ORDER BY legs.id), array_agg(legs.amount ORDER BY legs.id) INTO v_accounts, v_amounts
    FROM (
      SELECT a.id, CASE WHEN a.id = v_pools[1] THEN v_seed ELSE 0 END - a.balance AS amount
        FROM ledger_accounts a WHERE a.id = ANY(v_pools)
      UNION ALL SELECT v_wallet, v_pool
      UNION ALL SELECT v_funding, -v_seed
    ) legs
   WHERE legs.amount <> 0;
  SELECT p.posted_entry_id, p.posted_balance INTO v_entry, v_balance
    FROM ledger_post(v_site, 'jackpot_win', 'jackpot:' || (p_call->'entry'->>'idempotencyKey'),
                     md5(array_to_string(v_accounts, ',') || '/' || array_to_string(v_amounts, ',')),
                     p_call->'entry'->'memo', v_accounts, v_amounts) p
   WHERE p.posted_account_id = v_wallet;
  IF v_entry IS NULL THEN
    RAISE EXCEPTION 'jackpot of bet % paid before', p_call->>'transactionId';
  END IF;
  INSERT INTO jackpot_wins (site_id, member_id, game_id, round_id, entry_id, amount)
  VALUES (v_site, (p_call->>'memberId')::bigint, (p_call->>'gameId')::bigint, p_round_id, v_entry, v_pool);
  PERFORM pg_notify('jackpot_won', v_site::text);
  paid := v_pool;
  balance := v_balance;
  RETURN NEXT;
END;
$$;
