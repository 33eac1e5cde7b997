CREATE TABLE "book_exposures" (
	"account_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"open_return" bigint NOT NULL,
	CONSTRAINT "book_exposures_account_id_event_id_pk" PRIMARY KEY("account_id","event_id")
);
--> statement-breakpoint
CREATE INDEX "book_exposures_event" ON "book_exposures" USING btree ("event_id");--> statement-breakpoint
INSERT INTO "book_exposures" ("account_id", "event_id", "open_return")
SELECT b."account_id", l."event_id", sum(b."potential_return")
  FROM "book_bets" b
  JOIN "book_bet_legs" l ON l."bet_id" = b."id"
  JOIN "book_events" e ON e."id" = l."event_id"
 WHERE b."status" = 'open' AND e."status" IN ('open', 'closed')
 GROUP BY b."account_id", l."event_id";--> statement-breakpoint
-- Room on each page for a leg's outcome written in place at settlement (a heap-only update, no new index entries).
ALTER TABLE "book_bet_legs" SET (fillfactor = 80);
