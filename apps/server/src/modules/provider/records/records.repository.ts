import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { siteDayAfter as dayAfter, siteDayStart as dayStart } from '../../../db/site-days.js';

export type BetRow = {
  round_ref: string;
  created_at: Date | string;
  game_name: string;
  vendor_code: string;
  vendor_name: string;
  category: string;
  stake: string;
  win: string;
  status: string;
  mode: string;
};

/** The member's rounds begun in a site-local day range, newest first (served by game_rounds_member). */
export async function betPage(
  db: Database,
  memberId: bigint,
  range: { from: string; to: string; timeZone: string; language: string },
  page: number,
  pageSize: number,
) {
  const where = sql`r.member_id = ${memberId}
    AND r.created_at >= ${dayStart(range.from, range.timeZone)} AND r.created_at < ${dayAfter(range.to, range.timeZone)}`;
  const [rows, total] = await Promise.all([
    db.execute<BetRow>(sql`
      SELECT r.round_ref, r.created_at, coalesce(g.names ->> ${range.language}, g.game_name) AS game_name,
        g.vendor_code, v.name AS vendor_name, g.category, r.stake::text, r.win::text, r.status, r.mode
      FROM game_rounds r JOIN games g ON g.id = r.game_id JOIN vendors v ON v.code = g.vendor_code
      WHERE ${where}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM game_rounds r WHERE ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.count ?? 0 };
}

export type WinnerRow = { username: string; game_name: string; vendor_code: string; game_code: string; win: string };

/** How far back the winners board looks. */
export const winnerBoardDays = 7;

/** The site's biggest real-money wins settled in the last days, biggest first (game_rounds_site_win). */
export async function biggestWins(
  db: Database,
  siteId: number,
  options: { category: string | null; language: string; limit: number },
) {
  const result = await db.execute<WinnerRow>(sql`
    SELECT m.username, coalesce(g.names ->> ${options.language}, g.game_name) AS game_name, g.vendor_code,
      g.game_code, r.win::text
    FROM game_rounds r
    JOIN games g ON g.id = r.game_id
    JOIN members m ON m.id = r.member_id
    WHERE r.site_id = ${siteId} AND r.settled_at > now() - make_interval(days => ${winnerBoardDays})
      AND r.mode = 'real' AND r.status = 'settled' AND r.win > 0
      ${options.category ? sql`AND g.category = ${options.category}` : sql``}
    ORDER BY r.win DESC, r.settled_at DESC
    LIMIT ${options.limit}`);
  return result.rows;
}
