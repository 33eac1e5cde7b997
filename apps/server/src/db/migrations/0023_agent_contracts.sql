CREATE TABLE "agent_contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" bigint NOT NULL,
	"profit_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"entry_id" bigint,
	"settled_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_contract_settlements_state" CHECK ("agent_contract_settlements"."state" IN ('paid', 'unpaid', 'nothing'))
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"tiers" jsonb NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"termination_requested_by" text,
	"end_reason" text,
	"ends_on" date,
	"offered_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" IN ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contracts_period" CHECK ("agent_contracts"."period" IN ('D', 'W', 'H', 'M', 'HOUR', 'MIN5')),
	CONSTRAINT "agent_contracts_state" CHECK ("agent_contracts"."state" IN ('offered', 'accepted', 'rejected', 'terminating', 'terminated', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_settlements_period" ON "agent_contract_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_unpaid" ON "agent_contract_settlements" USING btree ("site_id","id") WHERE "agent_contract_settlements"."state" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."state" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_running" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."state" IN ('accepted', 'terminating');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","kind","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_running" ON "agent_contracts" USING btree ("site_id","kind","state");