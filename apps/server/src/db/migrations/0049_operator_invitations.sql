-- Written by hand. Issue 25 "Sign-in and roles": owners invite the other operators. An invitation is an e-mail
-- (through the outbox) with a single-use link, kept here by its token's hash; accepting it makes the operator, with
-- the role and sites it names, and opens a session that goes straight to the authenticator's enrolment. An operator
-- keeps the address it was invited at.
ALTER TABLE "operators" ADD COLUMN "email" text;
--> statement-breakpoint
CREATE TABLE "operator_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id"),
	"invited_by" bigint NOT NULL REFERENCES "operators"("id"),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"site_ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"operator_id" bigint REFERENCES "operators"("id"),
	CONSTRAINT "operator_invitations_role" CHECK ("role" IN ('owner', 'finance', 'support', 'content', 'risk', 'read-only'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_invitations_token" ON "operator_invitations" ("token_hash");
--> statement-breakpoint
CREATE INDEX "operator_invitations_open" ON "operator_invitations" ("site_id", "created_at") WHERE "accepted_at" IS NULL;
