-- Issue 22: demo money qualifies for nothing real. A deposit says whether a demo channel credited it
-- (money nobody paid), decided from its channel when it is written, whoever writes it.
ALTER TABLE "deposits" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "deposits" d SET "demo" = true FROM "payment_channels" c WHERE c.id = d.channel_id AND c.kind = 'instant_demo';
--> statement-breakpoint
CREATE FUNCTION deposit_demo_from_channel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.kind = 'instant_demo' INTO NEW.demo FROM payment_channels c WHERE c.id = NEW.channel_id;
  NEW.demo := coalesce(NEW.demo, false);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deposits_demo BEFORE INSERT OR UPDATE OF channel_id, demo ON deposits FOR EACH ROW
  EXECUTE FUNCTION deposit_demo_from_channel();
--> statement-breakpoint
-- A member's first real deposit (what a first-deposit match and a referral wait for): the first credited
-- deposit that no demo channel paid, recorded once when it is credited.
CREATE TABLE "member_first_real_deposits" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"deposit_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_first_real_deposits" ADD CONSTRAINT "member_first_real_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION first_real_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_first_real_deposits (member_id, deposit_id) VALUES (NEW.member_id, NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deposits_first_real AFTER INSERT OR UPDATE OF status ON deposits FOR EACH ROW
  WHEN (NEW.status = 'credited' AND NOT NEW.demo) EXECUTE FUNCTION first_real_deposit();
--> statement-breakpoint
INSERT INTO member_first_real_deposits (member_id, deposit_id)
SELECT DISTINCT ON (member_id) member_id, id FROM deposits WHERE status = 'credited' AND NOT demo
ORDER BY member_id, decided_at, id;
