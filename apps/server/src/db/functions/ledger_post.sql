-- module: ledger
-- A journal entry posted in one round trip: every money movement of the portal runs this (first written
-- in migration 0017; this file is its current definition). The rules: the accounts are locked in id order
-- (two entries on the same accounts never deadlock), each must belong to the entry's site (else P0002,
-- nothing written), the entry is written unless its key was used (then no rows: the caller answers from the
-- earlier entry), every balance changes in one UPDATE (a member account below zero fails its CHECK here)
-- and the postings record each balance after. The balance trigger still checks the entry at commit.
-- The entry and its postings carry the time the movement happened: now, unless the caller names it (the
-- demo seed posts its back-dated history at each event's time, issue 22 §12), so that every report that
-- reads the ledger by time tells the same story as the records the movement belongs to. Written once at
-- insert: postings are never updated.
-- The signature before p_at is dropped here, in the transaction that creates this one: two signatures
-- would make a call without p_at ambiguous.
DROP FUNCTION IF EXISTS ledger_post(integer, text, text, text, jsonb, bigint[], bigint[]);
CREATE OR REPLACE FUNCTION ledger_post(
  p_site_id integer,
  p_kind text,
  p_idempotency_key text,
  p_request_hash text,
  p_memo jsonb,
  p_account_ids bigint[],
  p_amounts bigint[],
  p_at timestamptz DEFAULT NULL
) RETURNS TABLE (posted_entry_id bigint, posted_account_id bigint, posted_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  new_entry_id bigint;
  found_accounts integer;
  posted_at timestamptz := coalesce(p_at, now());
BEGIN
  SELECT count(*) INTO found_accounts FROM (
    SELECT a.site_id FROM ledger_accounts a WHERE a.id = ANY(p_account_ids) ORDER BY a.id FOR UPDATE
  ) locked WHERE locked.site_id = p_site_id;
  IF found_accounts <> cardinality(p_account_ids) THEN
    RAISE EXCEPTION 'ledger account not found on site %', p_site_id USING ERRCODE = 'P0002';
  END IF;
  INSERT INTO journal_entries (site_id, kind, idempotency_key, request_hash, memo, created_at)
  VALUES (p_site_id, p_kind, p_idempotency_key, p_request_hash, p_memo, posted_at)
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
      INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
      SELECT new_entry_id, applied.id, applied.amount, applied.balance, posted_at FROM applied
    )
    SELECT new_entry_id, applied.id, applied.balance FROM applied;
END;
$$;
