CREATE TABLE "mission_completions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"reward" bigint NOT NULL,
	"entry_id" bigint,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"goal_kind" text NOT NULL,
	"goal_category" text,
	"goal_target" bigint NOT NULL,
	"titles" jsonb NOT NULL,
	"reward" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_period" CHECK ("missions"."period" IN ('daily', 'weekly')),
	CONSTRAINT "missions_goal_kind" CHECK ("missions"."goal_kind" IN ('valid_bet', 'deposits', 'lottery_issues', 'rounds')),
	CONSTRAINT "missions_goal_target" CHECK ("missions"."goal_target" > 0),
	CONSTRAINT "missions_reward" CHECK ("missions"."reward" > 0)
);
--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_completions_once" ON "mission_completions" USING btree ("mission_id","member_id","period_start");--> statement-breakpoint
CREATE INDEX "mission_completions_board" ON "mission_completions" USING btree ("site_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_site_code" ON "missions" USING btree ("site_id","code");