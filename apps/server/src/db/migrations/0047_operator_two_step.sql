-- Written by hand. Issue 25 "Sign-in and roles": an operator has a role (the operators made so far came from the
-- command, and the first owner comes from it, so they are owners), signs in with a password and then a TOTP code
-- from an authenticator it enrolled (its secret sealed under SECRETS_KEY), or one of ten single-use recovery codes.
-- A session is signed in only once its second step is done (verified_at); until then it can only take that step.
ALTER TABLE "operators" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role" CHECK ("role" IN ('owner', 'finance', 'support', 'content', 'risk', 'read-only'));
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret_sealed" text;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"operator_id" bigint NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_recovery_codes_pk" PRIMARY KEY ("operator_id", "code_hash")
);
