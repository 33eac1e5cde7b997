-- Written by hand. Issue 25 "Members and agents": the member page lists recent sign-ins with the device that tried
-- (the hash of the browser's device id, as registration keeps it), and counts the other accounts of the site that
-- signed in from each address (known_addresses by address).
ALTER TABLE "login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "known_addresses_ip" ON "known_addresses" ("ip");
