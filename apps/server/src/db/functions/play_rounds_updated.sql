-- An update takes back what the rounds counted before it and adds what they count after (a later win,
-- a rollback, a settlement that moves a round to another day).
CREATE OR REPLACE FUNCTION play_rounds_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM play_fold(ARRAY(
    SELECT ROW(r.site_id, r.member_id, r.game_id, r.settled_at, r.stake, r.win, 1, r.valid_bet, r.real_stake)::settled_round
    FROM updated_rounds r WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
    UNION ALL
    SELECT ROW(r.site_id, r.member_id, r.game_id, r.settled_at, r.stake, r.win, -1, r.valid_bet, r.real_stake)::settled_round
    FROM previous_rounds r WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
  ));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER game_rounds_play_updated AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS previous_rounds NEW TABLE AS updated_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION play_rounds_updated();
