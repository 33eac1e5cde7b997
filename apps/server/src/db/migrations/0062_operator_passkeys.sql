-- Written by hand. Issue 25 "Sign-in and roles": passkeys (WebAuthn) for operators. A passkey is made at one host
-- (its relying party), keeps its public key and the authenticator's counter (which must grow at every use); a
-- ceremony's challenge is one per session and purpose, taken once, and expires.
CREATE TABLE "operator_passkeys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL REFERENCES "operators"("id") ON DELETE CASCADE,
	"credential_id" text NOT NULL,
	"public_key" bytea NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"rp_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_passkeys_credential" ON "operator_passkeys" USING btree ("credential_id");
--> statement-breakpoint
CREATE INDEX "operator_passkeys_operator" ON "operator_passkeys" USING btree ("operator_id", "rp_id");
--> statement-breakpoint
CREATE TABLE "operator_passkey_challenges" (
	"token_hash" text NOT NULL REFERENCES "operator_sessions"("token_hash") ON DELETE CASCADE,
	"purpose" text NOT NULL CHECK ("purpose" IN ('register', 'sign-in')),
	"challenge" text NOT NULL,
	"rp_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_passkey_challenges_pk" PRIMARY KEY ("token_hash", "purpose")
);
