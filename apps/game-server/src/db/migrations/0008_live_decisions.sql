ALTER TABLE "live_rounds" DROP CONSTRAINT "live_rounds_status";--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "decides_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_status" CHECK ("live_rounds"."status" IN ('betting', 'deciding', 'settled'));