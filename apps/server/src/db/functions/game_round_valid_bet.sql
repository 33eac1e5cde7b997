-- Every round carries its valid bet (game_rounds.valid_bet), the one source of valid-bet totals: the record
-- of play (play_fold), turnover, rebate, missions, referral and agent contracts all sum this column.
-- A round that is its own unit (a casino or seamless round) gets valid_bet_of(stake, win, real_stake) while
-- it is settled and 0 while it is open or rolled back, computed again whenever its stake, real stake, win or
-- status change. A writer that judged the round as part of a larger unit (the lottery: a member's orders on
-- one issue) inserts the figure itself; only a round inserted without one (NULL) is worked out here.
-- Every writer that debits a stake gives its real part (real_stake_of.sql); a round written by hand without
-- one (a test's, an import's) is taken as staked all in real money.
CREATE OR REPLACE FUNCTION game_round_valid_bet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.real_stake := coalesce(NEW.real_stake, NEW.stake);
    IF NEW.valid_bet IS NOT NULL THEN
      RETURN NEW;
    END IF;
  END IF;
  NEW.valid_bet := CASE WHEN NEW.status = 'settled' THEN valid_bet_of(NEW.stake, NEW.win, NEW.real_stake) ELSE 0 END;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER game_rounds_valid_bet
  BEFORE INSERT OR UPDATE OF stake, real_stake, win, status ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_round_valid_bet();
