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
-- valid_bet_of takes the real stake now: the two-argument form is dropped (its file is the three-argument
-- one, applied after the migrations), so nothing can count a valid bet without it.
DROP FUNCTION IF EXISTS valid_bet_of(bigint, bigint);
