-- module: provider
-- Keeps a seamless-wallet call with its answer (seamless_transactions), so a repeat of its transaction id gets
-- this answer (seamless_earlier_answer.sql), and answers it: {balance, currency, transactionId}, the journal
-- entry's id as the transaction id (null when no money moved), and what `p_more` adds (a bet's jackpot win).
DROP FUNCTION IF EXISTS seamless_answer_kept(jsonb, text, bigint, bigint, bigint);
CREATE OR REPLACE FUNCTION seamless_answer_kept(
  p_call jsonb, p_kind text, p_round_id bigint, p_entry_id bigint, p_balance bigint, p_more jsonb DEFAULT '{}'
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb := jsonb_build_object(
    'balance', p_balance::text, 'currency', p_call->>'currency', 'transactionId', p_entry_id::text) || p_more;
BEGIN
  INSERT INTO seamless_transactions (provider_code, transaction_id, kind, round_id, amount, request_hash, answer,
                                     entry_id)
  VALUES (p_call->>'providerCode', p_call->>'transactionId', p_kind, p_round_id, (p_call->>'amount')::bigint,
          p_call->>'requestHash', v_answer, p_entry_id);
  RETURN v_answer;
END;
$$;
