CREATE TABLE "member_active_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_active_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_first_deposits" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"deposit_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "play_daily" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "play_daily_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "team_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_daily" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_play_daily" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_play_daily_agent_id_day_category_pk" PRIMARY KEY("agent_id","day","category")
);
--> statement-breakpoint
ALTER TABLE "member_active_days" ADD CONSTRAINT "member_active_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_first_deposits" ADD CONSTRAINT "member_first_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_daily" ADD CONSTRAINT "play_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily" ADD CONSTRAINT "team_daily_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_play_daily" ADD CONSTRAINT "team_play_daily_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth" ON "member_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_descendant" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "play_daily_site_day" ON "play_daily" USING btree ("site_id","day");--> statement-breakpoint
-- Written by hand from here: the triggers that keep the tree and the record of play, and the backfill.
-- The tree: each new member gets a row for itself and one for each ancestor of its upline, and counts as a
-- new member of its uplines' teams that day (site-local).
CREATE FUNCTION member_tree_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.parent_id;
  INSERT INTO team_changes (member_id, day, new_members)
  SELECT NEW.id, (NEW.created_at AT TIME ZONE s.time_zone)::date, 1 FROM sites s WHERE s.id = NEW.site_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_tree AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_add();
--> statement-breakpoint
-- A member moved under another upline takes its whole subtree along: the rows that linked the subtree
-- to the old uplines go, rows to the new ones come. A move under one's own subtree would make a cycle and
-- is refused. Team figures already counted stay with the uplines of the day they were earned.
CREATE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM member_tree t WHERE t.ancestor_id = NEW.id AND t.descendant_id = NEW.parent_id) THEN
    RAISE EXCEPTION 'member %: an upline cannot sit below it', NEW.id USING ERRCODE = '23514';
  END IF;
  DELETE FROM member_tree t
  WHERE t.descendant_id IN (SELECT sub.descendant_id FROM member_tree sub WHERE sub.ancestor_id = NEW.id)
    AND t.ancestor_id IN (SELECT up.ancestor_id FROM member_tree up WHERE up.descendant_id = NEW.id AND up.depth > 0);
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
  FROM member_tree up, member_tree sub
  WHERE up.descendant_id = NEW.parent_id AND sub.ancestor_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_tree_move AFTER UPDATE OF parent_id ON members
  FOR EACH ROW WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION member_tree_move();
--> statement-breakpoint
-- What rounds add to the record of play: a settled real-money round counts once, on the day it settled in
-- its site's time zone, under its game's category; a round that paid exactly its stake back is no valid bet.
-- The triggers pass each settled round with a sign: +1 as it is now, -1 as it was before an update.
CREATE TYPE settled_round AS (
  site_id integer, member_id bigint, game_id bigint, settled_at timestamptz, stake bigint, win bigint, sign integer
);
--> statement-breakpoint
-- Adds the rounds to the members' daily rows, marks a member active on a day with a round counted (and
-- inactive again when every round of it was taken back), and queues
-- both for the team rollup job: all in the statement that settled the rounds.
CREATE FUNCTION play_fold(rounds settled_round[]) RETURNS void LANGUAGE sql AS $$
  WITH grouped AS (
    SELECT r.site_id, r.member_id, (r.settled_at AT TIME ZONE s.time_zone)::date AS day, g.category,
           sum(r.sign)::integer AS rounds, sum(r.sign * r.stake)::bigint AS stake,
           sum(r.sign * CASE WHEN r.win = r.stake THEN 0 ELSE r.stake END)::bigint AS valid_bet,
           sum(r.sign * r.win)::bigint AS payout
    FROM unnest(rounds) AS r
    JOIN sites s ON s.id = r.site_id
    JOIN games g ON g.id = r.game_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(r.sign) <> 0 OR sum(r.sign * r.stake) <> 0 OR sum(r.sign * r.win) <> 0
  ), recorded AS (
    INSERT INTO play_daily AS p (site_id, member_id, day, category, rounds, stake, valid_bet, payout)
    SELECT site_id, member_id, day, category, rounds, stake, valid_bet, payout FROM grouped
    ON CONFLICT (member_id, day, category) DO UPDATE SET
      rounds = p.rounds + EXCLUDED.rounds, stake = p.stake + EXCLUDED.stake,
      valid_bet = p.valid_bet + EXCLUDED.valid_bet, payout = p.payout + EXCLUDED.payout
    RETURNING p.member_id, p.day, p.category, p.rounds
  ), day_totals AS (
    -- The member's rounds that day in every category: the rows just written (as they are now) and the
    -- other categories' rows (this statement did not touch them), one index probe per member and day.
    SELECT k.member_id, k.day, k.rounds + coalesce(other.rounds, 0) AS rounds
    FROM (SELECT member_id, day, sum(rounds) AS rounds, array_agg(category) AS categories
          FROM recorded GROUP BY member_id, day) k
    LEFT JOIN LATERAL (
      SELECT sum(p.rounds) AS rounds FROM play_daily p
      WHERE p.member_id = k.member_id AND p.day = k.day AND p.category <> ALL (k.categories)
    ) other ON true
  ), activated AS (
    INSERT INTO member_active_days (member_id, day)
    SELECT member_id, day FROM day_totals WHERE rounds > 0
    ON CONFLICT DO NOTHING
    RETURNING member_id, day
  ), deactivated AS (
    -- A day whose every round was taken back (rolled back) leaves the member inactive again.
    DELETE FROM member_active_days a USING day_totals t
    WHERE a.member_id = t.member_id AND a.day = t.day AND t.rounds <= 0
    RETURNING a.member_id, a.day
  )
  INSERT INTO team_changes (member_id, day, category, rounds, stake, valid_bet, payout, active_members)
  SELECT member_id, day, category, rounds, stake, valid_bet, payout, 0 FROM grouped
  UNION ALL
  SELECT member_id, day, NULL, 0, 0, 0, 0, 1 FROM activated
  UNION ALL
  SELECT member_id, day, NULL, 0, 0, 0, 0, -1 FROM deactivated
$$;
--> statement-breakpoint
CREATE FUNCTION play_rounds_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM play_fold(ARRAY(
    SELECT ROW(r.site_id, r.member_id, r.game_id, r.settled_at, r.stake, r.win, 1)::settled_round
    FROM inserted_rounds r WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update takes back what the rounds counted before it and adds what they count after (a later win,
-- a rollback, a settlement that moves a round to another day).
CREATE FUNCTION play_rounds_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM play_fold(ARRAY(
    SELECT ROW(r.site_id, r.member_id, r.game_id, r.settled_at, r.stake, r.win, 1)::settled_round
    FROM updated_rounds r WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
    UNION ALL
    SELECT ROW(r.site_id, r.member_id, r.game_id, r.settled_at, r.stake, r.win, -1)::settled_round
    FROM previous_rounds r WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_play_inserted AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS inserted_rounds FOR EACH STATEMENT EXECUTE FUNCTION play_rounds_inserted();
--> statement-breakpoint
CREATE TRIGGER game_rounds_play_updated AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS previous_rounds NEW TABLE AS updated_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION play_rounds_updated();
--> statement-breakpoint
-- The cashier's part of the team figures: a deposit counts when credited (and is the member's first
-- deposit once), a withdrawal when paid; each on its decision's site-local day.
CREATE FUNCTION team_cashier_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  local_day date;
  first integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  SELECT (coalesce(NEW.decided_at, now()) AT TIME ZONE s.time_zone)::date INTO local_day FROM sites s WHERE s.id = NEW.site_id;
  IF TG_TABLE_NAME = 'deposits' THEN
    INSERT INTO member_first_deposits (member_id, deposit_id) VALUES (NEW.member_id, NEW.id) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS first = ROW_COUNT;
    INSERT INTO team_changes (member_id, day, deposit_count, deposits, first_deposits)
    VALUES (NEW.member_id, local_day, 1, NEW.amount, first);
  ELSE
    INSERT INTO team_changes (member_id, day, withdrawal_count, withdrawals)
    VALUES (NEW.member_id, local_day, 1, NEW.amount);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deposits_team AFTER INSERT OR UPDATE OF status ON deposits FOR EACH ROW
  WHEN (NEW.status = 'credited') EXECUTE FUNCTION team_cashier_changed();
--> statement-breakpoint
CREATE TRIGGER withdrawals_team AFTER INSERT OR UPDATE OF status ON withdrawals FOR EACH ROW
  WHEN (NEW.status = 'paid') EXECUTE FUNCTION team_cashier_changed();
--> statement-breakpoint
-- The backfill: the tree of every member, and what the records hold already, queued for the rollup job.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up AS (
  SELECT m.id AS descendant_id, m.id AS ancestor_id, m.parent_id, 0 AS depth FROM members m
  UNION ALL
  SELECT up.descendant_id, m.id, m.parent_id, up.depth + 1 FROM up JOIN members m ON m.id = up.parent_id
)
SELECT ancestor_id, descendant_id, depth FROM up;
--> statement-breakpoint
INSERT INTO team_changes (member_id, day, new_members)
SELECT m.id, (m.created_at AT TIME ZONE s.time_zone)::date, 1 FROM members m JOIN sites s ON s.id = m.site_id;
--> statement-breakpoint
SELECT play_fold(ARRAY(
  SELECT ROW(r.site_id, r.member_id, r.game_id, r.settled_at, r.stake, r.win, 1)::settled_round
  FROM game_rounds r WHERE r.status = 'settled' AND r.mode = 'real' AND r.member_id IS NOT NULL
));
--> statement-breakpoint
INSERT INTO member_first_deposits (member_id, deposit_id)
SELECT DISTINCT ON (member_id) member_id, id FROM deposits WHERE status = 'credited' ORDER BY member_id, id;
--> statement-breakpoint
INSERT INTO team_changes (member_id, day, deposit_count, deposits, first_deposits)
SELECT d.member_id, (coalesce(d.decided_at, d.created_at) AT TIME ZONE s.time_zone)::date, 1, d.amount,
       CASE WHEN f.deposit_id = d.id THEN 1 ELSE 0 END
FROM deposits d JOIN sites s ON s.id = d.site_id LEFT JOIN member_first_deposits f ON f.member_id = d.member_id
WHERE d.status = 'credited';
--> statement-breakpoint
INSERT INTO team_changes (member_id, day, withdrawal_count, withdrawals)
SELECT w.member_id, (coalesce(w.decided_at, w.created_at) AT TIME ZONE s.time_zone)::date, 1, w.amount
FROM withdrawals w JOIN sites s ON s.id = w.site_id WHERE w.status = 'paid';
