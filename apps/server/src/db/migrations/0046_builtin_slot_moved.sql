-- Written by hand. Issue 24: the built-in slot moved to the game server, so nothing plays inside the portal any
-- more. Its vendors are the game server's from now on (the game server plays a title from its studio and code),
-- and a game session no longer holds play money (a vendor keeps a free trial's). Past rounds keep their provider.
UPDATE "vendors" SET "provider" = 'game-server' WHERE "provider" = 'builtin';
--> statement-breakpoint
ALTER TABLE "game_sessions" DROP COLUMN "trial_balance";
