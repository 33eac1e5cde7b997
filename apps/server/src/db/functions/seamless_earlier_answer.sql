-- module: provider
-- What a seamless-wallet call answered the first time its transaction id came (seamless_transactions), or NULL
-- when it is new; the same id with another body (another request hash) is refused with SW004. The caller holds
-- the lock that orders copies of the call (seamless_bet.sql: the bet id; seamless_win.sql: the round).
CREATE OR REPLACE FUNCTION seamless_earlier_answer(p_provider text, p_transaction text, p_request_hash text)
RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_earlier record;
BEGIN
  SELECT t.request_hash, t.answer INTO v_earlier
    FROM seamless_transactions t WHERE t.provider_code = p_provider AND t.transaction_id = p_transaction;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_earlier.request_hash <> p_request_hash THEN
    RAISE EXCEPTION 'transaction % came before with another body', p_transaction USING ERRCODE = 'SW004';
  END IF;
  RETURN v_earlier.answer;
END;
$$;
