-- The one definition of a valid bet (README, design notes: "Valid bet"). A bet's valid bet is what it
-- actually won or lost, never more than its stake: least(stake, |returned - stake|), where `returned` is
-- everything the bet gave back (prizes, the stake of a win, a lottery line's prize-group rebate).
--   - a single-sided bet that loses counts its whole stake; one that wins counts its net win, up to the stake
--     (even money at 1.96 counts 0.96 of it, a long shot all of it);
--   - a push (the stake comes back) counts nothing;
--   - a hedge counts only what it nets: big + small + odd + even on one SSC sum at 1.96 returns 3.92 of 4.00
--     whatever is drawn, so it counts 0.08, not 4.00; a near-certain bet (nine digits of ten) counts its
--     small net win nine times in ten and its stake once in ten.
-- Over any set of bets the valid bet is at most the money that changed hands, so turnover, rebate, points,
-- missions, VIP progress and agent salaries cannot be earned by moving money in a circle. The unit that is
-- judged is what can be hedged inside: a casino round (one game's round, all its bets), and for the lottery
-- a member's orders on one issue (the settlement splits that figure over the orders' rounds by real stake).
-- Demo money qualifies for nothing real: the figure is scaled by the real part of the stake (`real_stake`,
-- real_stake_of.sql, decided when the stake was debited), floored to the minor unit. A stake that is all
-- real counts exactly the figure above; one of demo money only counts nothing.
CREATE OR REPLACE FUNCTION valid_bet_of(stake bigint, returned bigint, real_stake bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN CASE WHEN stake <= 0 THEN 0
            ELSE div(least(stake, abs(returned - stake))::numeric * real_stake, stake)::bigint END;
