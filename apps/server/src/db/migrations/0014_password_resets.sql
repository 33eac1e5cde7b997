CREATE TABLE "password_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_member" ON "password_resets" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "sms_codes" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "payment_passwords" DROP COLUMN "failures";--> statement-breakpoint
ALTER TABLE "payment_passwords" DROP COLUMN "locked_until";