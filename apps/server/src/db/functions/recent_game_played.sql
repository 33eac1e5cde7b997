-- module: games
-- The one way a game lands in a member's recent games (GCS_recentGame reads them, games' favourites): a launch
-- (provider) and a lottery order (lottery_place_order) both call this. A play within p_quiet of the last one
-- leaves its time as it is, so a member betting every few seconds rewrites no row (the lottery passes a minute);
-- a quiet of zero moves the time on every play (a launch).
CREATE OR REPLACE FUNCTION recent_game_played(p_member bigint, p_game bigint, p_quiet interval)
RETURNS void
LANGUAGE sql AS $$
  INSERT INTO recent_games AS r (member_id, game_id) VALUES (p_member, p_game)
  ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = now()
  WHERE p_quiet = interval '0' OR r.last_played_at < now() - p_quiet;
$$;
