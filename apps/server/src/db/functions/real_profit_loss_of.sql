-- The real part of a round's result (README, design notes: "Valid bet"; issue 22 §2): what the member won
-- (or lost, negative) with the real money at stake. A stake is real only as far as its real part
-- (`real_stake`, real_stake_of.sql, decided when the stake was debited), and its result is shared the same
-- way: (win - stake) x real_stake / stake, rounded toward zero, so demo money never adds a minor unit to
-- a loss or a win. A stake with no demo money (real_stake = stake, a stake of 0 included) gives exactly
-- win - stake; one of demo money only gives 0. The record of play sums it per member and day
-- (play_daily.real_profit_loss, play_fold.sql) and the team rollups per agent: a dividend shares the team's
-- real loss, never the demo money it lost.
CREATE OR REPLACE FUNCTION real_profit_loss_of(stake bigint, win bigint, real_stake bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN CASE WHEN real_stake >= stake THEN win - stake
            ELSE div((win - stake)::numeric * real_stake, stake)::bigint END;
