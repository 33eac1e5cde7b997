-- The cashier's part of the team figures (migration 0019 created it; this file is its current body): a real
-- deposit counts when credited (and as the member's first deposit when it is the member's first real one,
-- member_first_real_deposits, kept by the trigger deposits_first_real that runs before this one), a withdrawal
-- when paid; each on its decision's site-local day. A demo deposit (deposits.demo: money nobody paid) is no
-- deposit to the team: it is left out here, the one place the team's deposit figures are written.
CREATE OR REPLACE FUNCTION team_cashier_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  local_day date;
  first integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  SELECT (coalesce(NEW.decided_at, now()) AT TIME ZONE s.time_zone)::date INTO local_day FROM sites s WHERE s.id = NEW.site_id;
  IF TG_TABLE_NAME = 'deposits' THEN
    SELECT count(*) INTO first FROM member_first_real_deposits f WHERE f.member_id = NEW.member_id AND f.deposit_id = NEW.id;
    INSERT INTO team_changes (member_id, day, deposit_count, deposits, first_deposits)
    VALUES (NEW.member_id, local_day, 1, NEW.amount, first);
  ELSE
    INSERT INTO team_changes (member_id, day, withdrawal_count, withdrawals)
    VALUES (NEW.member_id, local_day, 1, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;

-- Trigger names order AFTER triggers: deposits_first_real (migration 0033) records the first real deposit first.
CREATE OR REPLACE TRIGGER deposits_team AFTER INSERT OR UPDATE OF status ON deposits FOR EACH ROW
  WHEN (NEW.status = 'credited' AND NOT NEW.demo) EXECUTE FUNCTION team_cashier_changed();

CREATE OR REPLACE TRIGGER withdrawals_team AFTER INSERT OR UPDATE OF status ON withdrawals FOR EACH ROW
  WHEN (NEW.status = 'paid') EXECUTE FUNCTION team_cashier_changed();
