-- module: ledger
-- ledger_post for an entry given as the JSON a module's own function receives from the server's `postingWith`
-- (ledger.service.ts, LedgerPostArguments: siteId, kind, idempotencyKey, requestHash, memo, accountIds and
-- amounts, ids and money as JSON strings), the legs in their order. Answers what ledger_post answers: no rows
-- when the key was used before.
CREATE OR REPLACE FUNCTION ledger_post_entry(p_entry jsonb)
RETURNS TABLE (posted_entry_id bigint, posted_account_id bigint, posted_balance bigint)
LANGUAGE sql AS $$
  SELECT * FROM ledger_post(
    (p_entry->>'siteId')::integer, p_entry->>'kind', p_entry->>'idempotencyKey', p_entry->>'requestHash',
    p_entry->'memo',
    ARRAY(SELECT a.id::bigint FROM jsonb_array_elements_text(p_entry->'accountIds') WITH ORDINALITY AS a(id, position)
          ORDER BY a.position),
    ARRAY(SELECT a.amount::bigint FROM jsonb_array_elements_text(p_entry->'amounts') WITH ORDINALITY AS a(amount, position)
          ORDER BY a.position))
$$;
