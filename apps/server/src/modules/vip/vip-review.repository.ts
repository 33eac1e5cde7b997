import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import { rollingFiguresOf } from './vip.repository.js';

/** Where a cursor-driven job stopped reading (null before its first run). */
export async function readCursor(db: Executor, name: string): Promise<Date | null> {
  const [row] = await rowsOf<{ through: string }>(db, sql`SELECT through::text FROM job_cursors WHERE name = ${name}`);
  return row ? new Date(row.through) : null;
}

export async function writeCursor(db: Executor, name: string, through: Date) {
  await db.execute(
    sql`INSERT INTO job_cursors (name, through) VALUES (${name}, ${through})
        ON CONFLICT (name) DO UPDATE SET through = EXCLUDED.through`,
  );
}

/** The sites with VIP levels (the only ones a review can raise anyone on). */
export async function sitesWithLevels(db: Executor) {
  const rows = await rowsOf<{ site_id: number }>(db, sql`SELECT DISTINCT site_id FROM vip_levels ORDER BY site_id`);
  return rows.map((row) => row.site_id);
}

export interface LevelReached {
  member_id: string;
  site_id: number;
  level: number;
  name: string;
  names: Record<string, string>;
}

/**
 * Every member with a round settled or a deposit credited in (since, at] whose 30 days now reach a level above
 * the stored one, with that level (the review raises them: a level is never lowered here).
 */
export function levelsReached(db: Executor, siteIds: number[], since: Date, at: Date) {
  const ids = sql`ARRAY[${sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  return rowsOf<LevelReached>(
    db,
    sql`WITH touched AS (
          SELECT member_id FROM game_rounds
          WHERE site_id = ANY(${ids}) AND settled_at > ${since} AND settled_at <= ${at}
            AND status = 'settled' AND mode = 'real'
          UNION
          SELECT member_id FROM deposits
          WHERE site_id = ANY(${ids}) AND decided_at > ${since} AND decided_at <= ${at} AND status = 'credited'
        ), figures AS (
          SELECT m.id, m.site_id, m.vip_level, ${rollingFiguresOf(sql`m.id`, at)}
          FROM members m JOIN touched t ON t.member_id = m.id
        ), reached AS (
          SELECT DISTINCT ON (f.id) f.id, f.site_id, f.vip_level, l.level, l.name, l.names
          FROM figures f JOIN vip_levels l ON l.site_id = f.site_id
            AND f.deposits >= l.min_deposits AND f.valid_bet >= l.min_valid_bet
          ORDER BY f.id, l.level DESC
        )
        SELECT r.id::text AS member_id, r.site_id, r.level, r.name, r.names FROM reached r
        WHERE r.vip_level < r.level`,
  );
}

export interface BirthdayDue {
  member_id: string;
  level: number;
  amount: string;
}

/**
 * The members of a site whose birthday (yyyy-MM-dd or MM-dd-yyyy, the registration patterns 12 and 13)
 * falls on one of `monthDays`, with their level's bonus, not paid yet this year. Trial accounts get none.
 */
export function birthdaysDue(db: Executor, site: { id: number; trialType: number }, monthDays: string[], year: number) {
  const birthday = sql`m.profile->>'birthday'`;
  const monthDay = sql`CASE WHEN ${birthday} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN substr(${birthday}, 6, 5)
                            WHEN ${birthday} ~ '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' THEN substr(${birthday}, 1, 5) END`;
  const days = sql`ARRAY[${sql.join(
    monthDays.map((day) => sql`${day}`),
    sql`, `,
  )}]::text[]`;
  return rowsOf<BirthdayDue>(
    db,
    sql`SELECT m.id::text AS member_id, m.vip_level AS level, l.birthday_bonus::text AS amount
        FROM members m JOIN vip_levels l ON l.site_id = m.site_id AND l.level = m.vip_level
        WHERE m.site_id = ${site.id} AND m.member_type <> ${site.trialType} AND l.birthday_bonus > 0
          AND m.profile ? 'birthday' AND ${monthDay} = ANY(${days})
          AND NOT EXISTS (SELECT 1 FROM birthday_bonuses b WHERE b.member_id = m.id AND b.year = ${year})
        ORDER BY m.id`,
  );
}

export async function insertBirthdayBonus(
  db: Executor,
  row: { memberId: bigint; year: number; siteId: number; level: number; amount: bigint; entryId: bigint; at: Date },
) {
  await db.execute(
    sql`INSERT INTO birthday_bonuses (member_id, year, site_id, vip_level, amount, entry_id, paid_at)
        VALUES (${row.memberId}, ${row.year}, ${row.siteId}, ${row.level}, ${row.amount}, ${row.entryId}, ${row.at})
        ON CONFLICT (member_id, year) DO NOTHING`,
  );
}

/** The mark an edit of a site's levels leaves for the next review, which reads all of the site's last 30 days. */
const changedMark = 'vip.levels:';

export async function markLevelsChanged(db: Executor, siteId: number, at: Date) {
  await writeCursor(db, `${changedMark}${siteId}`, at);
}

/** The sites whose levels changed since their last review, with the mark read (cleared only if unchanged since). */
export async function levelsChanged(db: Executor) {
  const rows = await rowsOf<{ name: string; through: string }>(
    db,
    sql`SELECT name, through::text FROM job_cursors WHERE name LIKE ${`${changedMark}%`}`,
  );
  return rows.map((row) => ({
    siteId: Number(row.name.slice(changedMark.length)),
    name: row.name,
    through: row.through,
  }));
}

export async function clearLevelsChanged(db: Executor, mark: { name: string; through: string }) {
  await db.execute(sql`DELETE FROM job_cursors WHERE name = ${mark.name} AND through = ${mark.through}::timestamptz`);
}
