-- What inserted rounds add to the record of play: a settled real-money round of a member counts once.
CREATE OR REPLACE FUNCTION play_rounds_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM play_fold(ARRAY(
    SELECT ROW(r.site_id, r.member_id, r.game_id, r.settled_at, r.stake, r.win, 1, r.valid_bet, r.real_stake)::settled_round
    FROM inserted_rounds r WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
  ));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER game_rounds_play_inserted AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS inserted_rounds FOR EACH STATEMENT EXECUTE FUNCTION play_rounds_inserted();
