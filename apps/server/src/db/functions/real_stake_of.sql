-- The real part of a stake (README, design notes: "Valid bet"), decided when the stake is debited and kept
-- with its round (game_rounds.real_stake) or lottery line (lottery_lines.real_stake). As the exit rule has it,
-- losses count against real money first: the demo money a member was credited stays in the main wallet as
-- long as the wallet covers it, so a stake is real only as far as the balance before it exceeds the demo
-- money: least(stake, greatest(0, balance_before - demo_credited)). A member with no demo money stakes
-- only real money; one who holds only demo money stakes none. Valid bet is scaled by it (valid_bet_of.sql).
CREATE OR REPLACE FUNCTION real_stake_of(member bigint, stake bigint, balance_before bigint) RETURNS bigint
LANGUAGE sql STABLE STRICT PARALLEL SAFE
RETURN least(stake, greatest(0, balance_before - demo_credited(member)));
