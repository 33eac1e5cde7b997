-- Written by hand. Issue 25 "Members and agents": the service desk's notes on a member (kept as written, never
-- edited: newest first with author and time) and its tags (a few free-text labels per member, e.g. VIP, watch),
-- by which the member search filters. A tag is one per member whatever its letter case.
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"operator_id" bigint NOT NULL REFERENCES "operators"("id"),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_notes_member" ON "member_notes" USING btree ("member_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"member_id" bigint NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
	"site_id" integer NOT NULL,
	"tag" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_tags_member_tag" ON "member_tags" USING btree ("member_id", lower("tag"));
--> statement-breakpoint
CREATE INDEX "member_tags_site_tag" ON "member_tags" USING btree ("site_id", lower("tag"));
