-- A journal entry posted in one round trip: every money movement of the portal runs this, and the four
-- statements it replaces (lock, entry, balances, postings) each cost a round trip from the server. The
-- rules are those the four statements kept: the accounts are locked in id order (two entries on the
-- same accounts never deadlock), each must belong to the entry's site (else P0002, nothing written), the
-- entry is written unless its key was used (then no rows: the caller answers from the earlier entry),
-- every balance changes in one UPDATE (a member account below zero fails its CHECK here) and the
-- postings record each balance after. The balance trigger still checks the entry at commit.
CREATE FUNCTION ledger_post(
  p_site_id integer,
  p_kind text,
  p_idempotency_key text,
  p_request_hash text,
  p_memo jsonb,
  p_account_ids bigint[],
  p_amounts bigint[]
) RETURNS TABLE (posted_entry_id bigint, posted_account_id bigint, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  new_entry_id bigint;
  found_accounts integer;
BEGIN
  SELECT count(*) INTO found_accounts FROM (
    SELECT a.site_id FROM ledger_accounts a WHERE a.id = ANY(p_account_ids) ORDER BY a.id FOR UPDATE
  ) locked WHERE locked.site_id = p_site_id;
  IF found_accounts <> cardinality(p_account_ids) THEN
    RAISE EXCEPTION 'ledger account not found on site %', p_site_id USING ERRCODE = 'P0002';
  END IF;
  INSERT INTO journal_entries (site_id, kind, idempotency_key, request_hash, memo)
  VALUES (p_site_id, p_kind, p_idempotency_key, p_request_hash, p_memo)
  ON CONFLICT (site_id, idempotency_key) DO NOTHING
  RETURNING id INTO new_entry_id;
  IF new_entry_id IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    WITH applied AS (
      UPDATE ledger_accounts a SET balance = a.balance + leg.amount
      FROM unnest(p_account_ids, p_amounts) AS leg(id, amount)
      WHERE a.id = leg.id
      RETURNING a.id, a.balance, leg.amount
    ), recorded AS (
      INSERT INTO postings (entry_id, account_id, amount, balance_after)
      SELECT new_entry_id, applied.id, applied.amount, applied.balance FROM applied
    )
    SELECT new_entry_id, applied.id, applied.balance FROM applied;
END;
$$;
