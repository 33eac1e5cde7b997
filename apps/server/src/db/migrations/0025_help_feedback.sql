CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"answer" text,
	"answered_by" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_answered" CHECK (("feedback"."answer" IS NULL) = ("feedback"."answered_at" IS NULL) AND ("feedback"."answer" IS NULL) = ("feedback"."answered_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "anchor" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_answered_by_operators_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_site" ON "feedback" USING btree ("site_id","id");