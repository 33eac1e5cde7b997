-- Issue 22, findings 2 and 4: demo money qualifies for nothing real, and valid bet drives turnover, rebate,
-- points, missions, VIP progress, referral rewards and agent contracts. Each stake now keeps its real part,
-- decided when it is debited (db/functions/real_stake_of.sql), and valid bet is scaled by it
-- (db/functions/valid_bet_of.sql). What was staked before this migration is taken as real, as it counted:
-- the balance before each bet is not kept for every round (a lottery order has none), and play already
-- rewarded is not judged again.
-- The record of play's update trigger is off meanwhile: no stake, win or valid bet changes, nothing is to fold.
ALTER TABLE "game_rounds" DISABLE TRIGGER "game_rounds_play_updated";
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "real_stake" bigint;
--> statement-breakpoint
UPDATE "game_rounds" SET "real_stake" = "stake";
--> statement-breakpoint
ALTER TABLE "game_rounds" ENABLE TRIGGER "game_rounds_play_updated";
--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "real_stake" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_real_stake" CHECK ("real_stake" >= 0 AND "real_stake" <= "stake");
--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD COLUMN "real_stake" bigint;
--> statement-breakpoint
UPDATE "lottery_lines" SET "real_stake" = "stake";
--> statement-breakpoint
ALTER TABLE "lottery_lines" ALTER COLUMN "real_stake" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD CONSTRAINT "lottery_lines_real_stake" CHECK ("real_stake" >= 0 AND "real_stake" <= "stake");
--> statement-breakpoint
-- Every stake reads the member's demo money (db/functions/demo_credited.sql): most members have none.
CREATE INDEX "deposits_member_demo" ON "deposits" USING btree ("member_id") WHERE "deposits"."demo" AND "deposits"."status" = 'credited';
--> statement-breakpoint
-- valid_bet_of takes the real stake now: the two-argument form is dropped (its file is the three-argument
-- one, applied after the migrations), so nothing can count a valid bet without it.
DROP FUNCTION IF EXISTS valid_bet_of(bigint, bigint);
--> statement-breakpoint
-- A demo deposit is no deposit to the team figures (db/functions/team_cashier_changed.sql leaves it out from
-- now on). What the team figures counted so far is taken back: each credited demo deposit, and the first
-- deposit of a member whose first was a demo one, counted again on the member's first real deposit.
INSERT INTO team_changes (member_id, day, deposit_count, deposits, first_deposits)
SELECT d.member_id, (coalesce(d.decided_at, d.created_at) AT TIME ZONE s.time_zone)::date, -1, -d.amount,
       CASE WHEN f.deposit_id = d.id THEN -1 ELSE 0 END
FROM deposits d JOIN sites s ON s.id = d.site_id LEFT JOIN member_first_deposits f ON f.member_id = d.member_id
WHERE d.status = 'credited' AND d.demo;
--> statement-breakpoint
INSERT INTO team_changes (member_id, day, first_deposits)
SELECT r.member_id, (coalesce(d.decided_at, d.created_at) AT TIME ZONE s.time_zone)::date, 1
FROM member_first_real_deposits r
JOIN member_first_deposits f ON f.member_id = r.member_id AND f.deposit_id <> r.deposit_id
JOIN deposits d ON d.id = r.deposit_id JOIN sites s ON s.id = d.site_id;
--> statement-breakpoint
-- The team's first deposits are the members' first real deposits (member_first_real_deposits, migration 0033).
DROP TABLE "member_first_deposits";
