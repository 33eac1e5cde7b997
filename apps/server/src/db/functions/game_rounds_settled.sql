-- module: provider
-- Rounds settled by a game the portal runs outside the provider module, written into the provider's record of
-- rounds (game_rounds) in the caller's transaction: the lottery's draw, one round per order on the issue. The
-- rounds come as one array per column, element by element, called with named arguments
-- (`game_rounds_settled(site_id => array_agg(...), ...)`), so no caller mirrors a parameter order; arrays, not
-- JSON, because building and reading 10,000 rounds as JSON doubled the insert (0.45 to 1.0 s). A round whose
-- (provider_code, round_ref) is there already is left as it is (a draw settled again writes nothing twice). One
-- statement, so the record of play's statement triggers fold the rounds together.
CREATE OR REPLACE FUNCTION game_rounds_settled(
  provider_code text, mode text, settled_at timestamptz, site_id integer[], member_id bigint[], game_id bigint[],
  round_ref text[], stake bigint[], real_stake bigint[], win bigint[], valid_bet bigint[], outcome jsonb[],
  created_at timestamptz[])
RETURNS void
LANGUAGE sql AS $$
  INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, real_stake, win,
                           valid_bet, outcome, status, created_at, settled_at)
  SELECT r.site_id, r.member_id, r.game_id, game_rounds_settled.provider_code, r.round_ref, game_rounds_settled.mode,
         r.stake, r.real_stake, r.win, r.valid_bet, r.outcome, 'settled', r.created_at, game_rounds_settled.settled_at
  FROM unnest(game_rounds_settled.site_id, game_rounds_settled.member_id, game_rounds_settled.game_id,
              game_rounds_settled.round_ref, game_rounds_settled.stake, game_rounds_settled.real_stake,
              game_rounds_settled.win, game_rounds_settled.valid_bet, game_rounds_settled.outcome,
              game_rounds_settled.created_at)
    AS r(site_id, member_id, game_id, round_ref, stake, real_stake, win, valid_bet, outcome, created_at)
  ON CONFLICT (provider_code, round_ref) DO NOTHING;
$$;
