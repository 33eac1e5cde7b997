-- The history is immutable: postings and entries are only ever inserted.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is immutable: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER postings_immutable BEFORE UPDATE OR DELETE OR TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE OR TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
--> statement-breakpoint
-- Every entry balances, checked at commit so that its postings can be inserted one by one.
CREATE FUNCTION check_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  legs integer;
  currencies integer;
BEGIN
  SELECT sum(p.amount), count(*), count(DISTINCT a.currency) INTO total, legs, currencies
  FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
  WHERE p.entry_id = NEW.entry_id;
  IF total <> 0 OR legs < 2 OR currencies <> 1 THEN
    RAISE EXCEPTION 'journal entry % does not balance (sum %, % postings, % currencies)', NEW.entry_id, total, legs, currencies
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balance AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_entry_balances();
