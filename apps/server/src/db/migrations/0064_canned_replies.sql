-- Written by hand. Issue 25 "Service desk": each site keeps its own canned replies, per language (they lived in the
-- console's messages, the same for every site and only in the console's languages).
CREATE TABLE "canned_replies" (
  "id" bigserial PRIMARY KEY,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "language" text NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "sort_order" integer NOT NULL DEFAULT 0,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "canned_replies_site" ON "canned_replies" ("site_id", "language", "sort_order");
