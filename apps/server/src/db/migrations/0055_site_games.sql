-- Written by hand. Issue 25 "Games": a site's own switches over the global catalogue, written by the games module
-- alone. site_vendors stays the site's set-up (the site module copies it when it creates a site); a row of
-- site_vendor_switches, when there is one, is the operator's later word on that vendor for that site. A row of
-- site_games is the site's own values of one game: on or off, its place on the hot list (null: not on it) and
-- its place in the lists; without a row the catalogue's values hold.
CREATE TABLE "site_vendor_switches" (
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"vendor_code" text NOT NULL REFERENCES "vendors"("code"),
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_vendor_switches_pk" PRIMARY KEY ("site_id", "vendor_code")
);
--> statement-breakpoint
CREATE TABLE "site_games" (
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"game_id" bigint NOT NULL REFERENCES "games"("id"),
	"enabled" boolean NOT NULL,
	"hot_rank" integer,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_games_pk" PRIMARY KEY ("site_id", "game_id")
);
