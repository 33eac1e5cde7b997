-- Issue 22 #26: every text an operator sets for members is stored per language (a jsonb of language -> text).
-- The existing text column stays as the operator's own label: members read the translations by the one
-- fallback rule (asked language, site default, English, any), the label last.
ALTER TABLE "payment_channels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "notes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_customer_services" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_channels" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "point_rewards" ADD COLUMN "units" jsonb DEFAULT '{}'::jsonb NOT NULL;
