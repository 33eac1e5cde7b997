-- Everything a demo channel ever credited to the member (README, design notes: "Demo money"): money nobody
-- paid (deposits.demo, migration 0033). The exit rule keeps it in the portal and the real part of a stake is
-- worked out against it (real_stake_of.sql). Read under the caller's lock of the member's main wallet: a demo
-- credit posts to that wallet too, so it cannot land between the read and the movement.
CREATE OR REPLACE FUNCTION demo_credited(member bigint) RETURNS bigint
LANGUAGE sql STABLE STRICT PARALLEL SAFE
RETURN (SELECT coalesce(sum(d.amount), 0)::bigint FROM deposits d
        WHERE d.member_id = member AND d.status = 'credited' AND d.demo);
