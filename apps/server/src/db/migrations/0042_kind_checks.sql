-- Written by hand. Issue 23 §3: every status and kind column holds one of a closed list of values, checked by
-- the database. Most had their CHECK since they were made; these four were plain text that only the code
-- kept honest. Each list is the one that types the column in db/schema (the drizzle check() beside it is built
-- from the same list): a round's mode and a lottery game's kind (packages/lottery lotteryKinds), a feedback's
-- question type (contracts feedbackTypes) and a banner's linkage (contracts linkageTypes). Open sets (journal
-- entry kinds, message kinds: each module adds its own) stay unchecked.
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_mode" CHECK ("game_rounds"."mode" IN ('real', 'trial'));
--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_kind" CHECK ("lottery_games"."kind" IN ('SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN', 'SEA'));
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_question_type" CHECK ("feedback"."question_type" IN ('ACCOUNT', 'DEPOSIT', 'WITHDRAW', 'GAME', 'PROMOTION', 'SUGGESTION', 'OTHER'));
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_linkage_type" CHECK ("banners"."linkage_type" IN ('NONE', 'GAME', 'ROUTE', 'PROMOTION', 'URL'));
