import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import { lockMember } from '../../db/member-lock.js';

export interface VipLevelRow {
  level: number;
  name: string;
  names: Record<string, string>;
  min_deposits: string;
  min_valid_bet: string;
  rebate_rates: Record<string, number>;
  birthday_bonus: string;
  withdraw_daily_count: number | null;
}

/** The site's levels, lowest first. */
export function levelsOf(db: Executor, siteId: number) {
  return rowsOf<VipLevelRow>(
    db,
    sql`SELECT level, name, names, min_deposits::text, min_valid_bet::text, rebate_rates, birthday_bonus::text,
               withdraw_daily_count
        FROM vip_levels WHERE site_id = ${siteId} ORDER BY level`,
  );
}

/**
 * A member's credited real deposits (demo money counts for nothing) and valid bets over the last 30 days (the record of play's rollups), as two
 * columns `deposits` and `valid_bet` of a select whose member id is `member` (a value or a column).
 */
export const rollingFiguresOf = (member: SQL, at: Date) =>
  sql`(SELECT coalesce(sum(amount), 0) FROM deposits WHERE member_id = ${member} AND status = 'credited' AND NOT demo
         AND decided_at > ${at}::timestamptz - interval '30 days') AS deposits,
      (SELECT coalesce(sum(valid_bet), 0) FROM play_daily WHERE member_id = ${member}
         AND day > (${at}::timestamptz - interval '31 days')::date) AS valid_bet`;

export async function rollingFigures(db: Executor, memberId: bigint, at: Date) {
  const [row] = await rowsOf<{ deposits: string; valid_bet: string }>(
    db,
    sql`SELECT f.deposits::text, f.valid_bet::text FROM (SELECT ${rollingFiguresOf(sql`${memberId}`, at)}) f`,
  );
  return { deposits: BigInt(row?.deposits ?? 0), validBet: BigInt(row?.valid_bet ?? 0) };
}

/** The withdrawals a day the member's level allows; null when the level sets none (the site's rule holds). */
export async function withdrawDailyCountOf(db: Executor, memberId: bigint) {
  const [row] = await rowsOf<{ count: number | null }>(
    db,
    sql`SELECT l.withdraw_daily_count AS count FROM members m
        JOIN vip_levels l ON l.site_id = m.site_id AND l.level = m.vip_level WHERE m.id = ${memberId}`,
  );
  return row?.count ?? null;
}

/**
 * The member's row locked when claiming (one rebate claim at a time), then its stored level and its last claim's end,
 * read by a second statement: one that waited for the lock sees the claim that held it.
 */
export async function rebateState(db: Executor, memberId: bigint, lock: boolean) {
  if (lock) await lockMember(db, memberId);
  const [row] = await rowsOf<{ vip_level: number; since: string | null }>(
    db,
    sql`SELECT m.vip_level,
               (SELECT max(claimed_through) FROM rebate_claims c WHERE c.member_id = m.id)::text AS since
        FROM members m WHERE m.id = ${memberId}`,
  );
  return { level: row?.vip_level ?? 0, since: row?.since ? new Date(row.since) : null };
}

/** Valid bets by game category of the member's settled real rounds in (since, through]. */
export function validBetsByCategory(db: Executor, memberId: bigint, since: Date | null, through: Date) {
  return rowsOf<{ category: string; valid_bet: string }>(
    db,
    sql`SELECT g.category, sum(r.valid_bet)::text AS valid_bet
        FROM game_rounds r JOIN games g ON g.id = r.game_id
        WHERE r.member_id = ${memberId} AND r.status = 'settled' AND r.mode = 'real'
          AND r.settled_at <= ${through} ${since ? sql`AND r.settled_at > ${since}` : sql``}
        GROUP BY g.category ORDER BY g.category`,
  );
}

export async function insertRebateClaim(
  db: Executor,
  claim: { memberId: bigint; through: Date; level: number; amount: bigint; entryId: bigint | null },
) {
  await db.execute(
    sql`INSERT INTO rebate_claims (member_id, claimed_through, vip_level, amount, entry_id, created_at)
        VALUES (${claim.memberId}, ${claim.through}, ${claim.level}, ${claim.amount}, ${claim.entryId}, ${claim.through})`,
  );
}
