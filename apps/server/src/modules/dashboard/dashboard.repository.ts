import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The dashboard's sources, each read once per request and grouped by site-local day (issue 25). Times are bounded in
 * UTC from the site's day range so that the (site, time) indexes serve them; play is read from its daily roll-up.
 */
export interface DayRange {
  siteId: number;
  timeZone: string;
  from: string;
  to: string;
}

const lower = (range: DayRange) => sql`(${range.from}::date)::timestamp AT TIME ZONE ${range.timeZone}`;
const upper = (range: DayRange) => sql`(${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timeZone}`;
const localDay = (column: string, range: DayRange) =>
  sql`to_char((${sql.raw(column)} AT TIME ZONE ${range.timeZone})::date, 'YYYY-MM-DD')`;

type Rows<T> = Promise<T[]>;
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/** Accounts opened each day, trial accounts left out. */
export function registrationsByDay(db: Database, range: DayRange): Rows<{ day: string; n: number }> {
  return rowsOf(
    db,
    sql`SELECT ${localDay('m.created_at', range)} AS day, count(*)::int AS n
      FROM members m JOIN sites s ON s.id = m.site_id
      WHERE m.site_id = ${range.siteId} AND m.member_type <> s.trial_type
        AND m.created_at >= ${lower(range)} AND m.created_at < ${upper(range)}
      GROUP BY 1`,
  );
}

/** Real deposits credited each day (demo ones left out), and how many were the member's first. */
export function depositsByDay(
  db: Database,
  range: DayRange,
): Rows<{ day: string; n: number; amount: string; firsts: number }> {
  return rowsOf(
    db,
    sql`SELECT ${localDay('d.decided_at', range)} AS day, count(*)::int AS n, sum(d.amount)::text AS amount,
        count(f.deposit_id)::int AS firsts
      FROM deposits d LEFT JOIN member_first_real_deposits f ON f.deposit_id = d.id
      WHERE d.site_id = ${range.siteId} AND d.status = 'credited' AND NOT d.demo
        AND d.decided_at >= ${lower(range)} AND d.decided_at < ${upper(range)}
      GROUP BY 1`,
  );
}

/** Withdrawals paid each day. */
export function withdrawalsByDay(db: Database, range: DayRange): Rows<{ day: string; n: number; amount: string }> {
  return rowsOf(
    db,
    sql`SELECT ${localDay('w.decided_at', range)} AS day, count(*)::int AS n, sum(w.amount)::text AS amount
      FROM withdrawals w
      WHERE w.site_id = ${range.siteId} AND w.status = 'paid'
        AND w.decided_at >= ${lower(range)} AND w.decided_at < ${upper(range)}
      GROUP BY 1`,
  );
}

/**
 * Settled play each day and category, from the site's roll-up of the record of play (site_play_daily, folded by
 * the team roll-up job every few seconds: the dashboard lags play by that much).
 */
export function playByDay(
  db: Database,
  range: DayRange,
): Rows<{ day: string; category: string; rounds: number; stake: string; payout: string }> {
  return rowsOf(
    db,
    sql`SELECT to_char(p.day, 'YYYY-MM-DD') AS day, p.category, sum(p.rounds)::int AS rounds,
        sum(p.stake)::text AS stake, sum(p.payout)::text AS payout
      FROM site_play_daily p
      WHERE p.site_id = ${range.siteId} AND p.day BETWEEN ${range.from}::date AND ${range.to}::date
      GROUP BY 1, 2`,
  );
}

/**
 * Members with a round of real money at stake in the range, each once: those with an active day in it whose
 * previous active day came before the range (site_active_gaps, as an agent's team overview counts).
 */
export async function activeMembers(db: Database, range: DayRange): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(g.members), 0)::int AS n FROM site_active_gaps g
      WHERE g.site_id = ${range.siteId} AND g.day BETWEEN ${range.from}::date AND ${range.to}::date
        AND g.gap > g.day - ${range.from}::date`,
  );
  return row?.n ?? 0;
}

/** What the house credited members as bonuses each day: the members' side of the ledger's bonus entries. */
export function bonusesByDay(db: Database, range: DayRange): Rows<{ day: string; amount: string }> {
  return rowsOf(
    db,
    sql`SELECT ${localDay('e.created_at', range)} AS day, sum(p.amount)::text AS amount
      FROM journal_entries e
      JOIN postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
      WHERE e.site_id = ${range.siteId} AND e.kind = 'bonus'
        AND e.created_at >= ${lower(range)} AND e.created_at < ${upper(range)}
      GROUP BY 1`,
  );
}
