-- module: provider
-- Rounds settled by a game the portal runs outside the provider module, written into the provider's record of
-- rounds (game_rounds) in the caller's transaction: the lottery's draw, one round per order on the issue. Each
-- element of p_rounds is an object named by game_rounds' columns (site_id, member_id, game_id, session_id,
-- provider_code, round_ref, mode, stake, real_stake, win, valid_bet, outcome, created_at, settled_at), read
-- with the columns' own types; a round whose (provider_code, round_ref) is there already is left as it is (a
-- draw settled again writes nothing twice). One statement, so the record of play's statement triggers fold
-- the rounds together.
CREATE OR REPLACE FUNCTION game_rounds_settled(p_rounds jsonb)
RETURNS void
LANGUAGE sql AS $$
  INSERT INTO game_rounds (site_id, member_id, game_id, session_id, provider_code, round_ref, mode, stake,
                           real_stake, win, valid_bet, outcome, status, created_at, settled_at)
  SELECT r.site_id, r.member_id, r.game_id, r.session_id, r.provider_code, r.round_ref, r.mode, r.stake,
         r.real_stake, r.win, r.valid_bet, r.outcome, 'settled', r.created_at, r.settled_at
  FROM jsonb_populate_recordset(NULL::game_rounds, p_rounds) r
  ON CONFLICT (provider_code, round_ref) DO NOTHING;
$$;
