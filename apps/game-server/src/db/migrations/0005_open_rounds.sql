ALTER TABLE "rounds" DROP CONSTRAINT "rounds_status";--> statement-breakpoint
CREATE INDEX "rounds_open" ON "rounds" USING btree ("session_id") WHERE "rounds"."status" = 'open';--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_status" CHECK ("rounds"."status" IN ('staking', 'open', 'settled', 'refused', 'rolled_back'));