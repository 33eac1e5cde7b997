import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import { usernameMatches } from '../../db/username-match.js';

/** A team's figures as the database sums them (money as text: never a float). */
export interface FigureRow {
  day: string;
  rounds: number;
  stake: string;
  valid_bet: string;
  payout: string;
  new_members: number;
  active_members: number;
  first_deposits: number;
  deposit_count: number;
  deposits: string;
  withdrawal_count: number;
  withdrawals: string;
}

/** The member of this site with this username, if it is in the agent's team (itself included): its id and depth. */
export async function teamMemberByUsername(db: Executor, siteId: number, agentId: bigint, username: string) {
  const [row] = await rowsOf<{ id: string; depth: number }>(
    db,
    sql`SELECT m.id::text, t.depth FROM members m
        JOIN member_tree t ON t.descendant_id = m.id AND t.ancestor_id = ${agentId}
        WHERE m.site_id = ${siteId} AND lower(m.username) = lower(${username})`,
  );
  return row ? { id: BigInt(row.id), depth: row.depth } : null;
}

/** Everyone below the agent and what they hold in all their wallets, now. */
export async function teamSizeAndBalance(db: Executor, agentId: bigint) {
  const [row] = await rowsOf<{ size: string; balance: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0)::text AS size,
               (SELECT coalesce(sum(a.balance), 0) FROM member_tree t JOIN ledger_accounts a ON a.member_id = t.descendant_id
                WHERE t.ancestor_id = ${agentId} AND t.depth > 0)::text AS balance`,
  );
  return { size: Number(row?.size ?? 0), balance: row?.balance ?? '0' };
}

/** The team's figures for each day of the range that had any (play summed over categories). */
export async function teamFiguresByDay(db: Executor, agentId: bigint, from: string, to: string) {
  return rowsOf<FigureRow>(
    db,
    sql`SELECT coalesce(p.day, d.day)::text AS day,
               coalesce(p.rounds, 0)::integer AS rounds, coalesce(p.stake, 0)::text AS stake,
               coalesce(p.valid_bet, 0)::text AS valid_bet, coalesce(p.payout, 0)::text AS payout,
               coalesce(d.new_members, 0) AS new_members, coalesce(d.active_members, 0) AS active_members,
               coalesce(d.first_deposits, 0) AS first_deposits, coalesce(d.deposit_count, 0) AS deposit_count,
               coalesce(d.deposits, 0)::text AS deposits, coalesce(d.withdrawal_count, 0) AS withdrawal_count,
               coalesce(d.withdrawals, 0)::text AS withdrawals
        FROM (SELECT day, sum(rounds) AS rounds, sum(stake) AS stake, sum(valid_bet) AS valid_bet, sum(payout) AS payout
              FROM team_play_daily WHERE agent_id = ${agentId} AND day BETWEEN ${from}::date AND ${to}::date GROUP BY day) p
        FULL JOIN (SELECT * FROM team_daily WHERE agent_id = ${agentId} AND day BETWEEN ${from}::date AND ${to}::date) d
          ON d.day = p.day
        ORDER BY 1`,
  );
}

/**
 * Members of the team (itself included) with a settled round in the range, each counted once: those
 * with an active day in it whose previous active day came before the range (team_active_gaps).
 */
export async function activeMembersInRange(db: Executor, agentId: bigint, from: string, to: string) {
  const [row] = await rowsOf<{ active: string }>(
    db,
    sql`SELECT coalesce(sum(members), 0)::text AS active FROM team_active_gaps
        WHERE agent_id = ${agentId} AND day BETWEEN ${from}::date AND ${to}::date AND gap > day - ${from}::date`,
  );
  return Number(row?.active ?? 0);
}

/** The team's play per day and game category. */
export async function teamPlayByDayAndCategory(db: Executor, agentId: bigint, from: string, to: string) {
  return rowsOf<{ day: string; category: string; rounds: number; stake: string; valid_bet: string; payout: string }>(
    db,
    sql`SELECT day::text, category, rounds, stake::text, valid_bet::text, payout::text FROM team_play_daily
        WHERE agent_id = ${agentId} AND day BETWEEN ${from}::date AND ${to}::date ORDER BY day, category`,
  );
}

/** From the agent down to a member of its team: each one's username and nickname. */
export async function pathDownTo(db: Executor, memberId: bigint, depth: number) {
  return rowsOf<{ username: string; nickname: string }>(
    db,
    sql`SELECT m.username, m.nickname FROM member_tree t JOIN members m ON m.id = t.ancestor_id
        WHERE t.descendant_id = ${memberId} AND t.depth <= ${depth} ORDER BY t.depth DESC`,
  );
}

export interface DownlineFilter {
  parentId: bigint;
  /** A username prefix (case-insensitive). */
  username?: string;
  /** Agent types: true lists agents only, false members only. */
  agents?: boolean;
  agentTypes: number[];
  from: string;
  to: string;
}

export interface DownlineRow extends Omit<FigureRow, 'day'> {
  id: string;
  username: string;
  nickname: string;
  member_type: number;
  created_at: Date;
  last_login_at: Date | null;
  team_size: number;
  balance: string;
}

/** One page of a member's direct downlines, newest first, each with its team's figures over the range. */
export async function directDownlines(db: Executor, filter: DownlineFilter, offset: number, limit: number) {
  const agentTypes = sql.raw(`ARRAY[${filter.agentTypes.map(Number).join(',') || '0'}]::smallint[]`);
  const conditions = [sql`m.parent_id = ${filter.parentId}`];
  if (filter.username) conditions.push(usernameMatches(sql`m.username`, filter.username, 'prefix'));
  if (filter.agents === true) conditions.push(sql`m.member_type = ANY(${agentTypes})`);
  if (filter.agents === false) conditions.push(sql`NOT (m.member_type = ANY(${agentTypes}))`);
  const where = sql.join(conditions, sql` AND `);
  const [count] = await rowsOf<{ total: string }>(
    db,
    sql`SELECT count(*)::text AS total FROM members m WHERE ${where}`,
  );
  const rows = await rowsOf<DownlineRow>(
    db,
    sql`SELECT m.id::text, m.username, m.nickname, m.member_type, m.created_at, m.last_login_at,
               (SELECT count(*) FROM member_tree t WHERE t.ancestor_id = m.id AND t.depth > 0)::integer AS team_size,
               (SELECT coalesce(sum(a.balance), 0) FROM ledger_accounts a WHERE a.member_id = m.id)::text AS balance,
               coalesce(p.rounds, 0)::integer AS rounds, coalesce(p.stake, 0)::text AS stake,
               coalesce(p.valid_bet, 0)::text AS valid_bet, coalesce(p.payout, 0)::text AS payout,
               coalesce(d.new_members, 0)::integer AS new_members,
               (SELECT coalesce(sum(g.members), 0) FROM team_active_gaps g
                WHERE g.agent_id = m.id AND g.day BETWEEN ${filter.from}::date AND ${filter.to}::date
                  AND g.gap > g.day - ${filter.from}::date)::integer AS active_members,
               coalesce(d.first_deposits, 0)::integer AS first_deposits, coalesce(d.deposit_count, 0)::integer AS deposit_count,
               coalesce(d.deposits, 0)::text AS deposits, coalesce(d.withdrawal_count, 0)::integer AS withdrawal_count,
               coalesce(d.withdrawals, 0)::text AS withdrawals
        FROM members m
        LEFT JOIN LATERAL (
          SELECT sum(rounds) AS rounds, sum(stake) AS stake, sum(valid_bet) AS valid_bet, sum(payout) AS payout
          FROM team_play_daily WHERE agent_id = m.id AND day BETWEEN ${filter.from}::date AND ${filter.to}::date
        ) p ON true
        LEFT JOIN LATERAL (
          SELECT sum(new_members) AS new_members, sum(first_deposits) AS first_deposits, sum(deposit_count) AS deposit_count,
                 sum(deposits) AS deposits, sum(withdrawal_count) AS withdrawal_count, sum(withdrawals) AS withdrawals
          FROM team_daily WHERE agent_id = m.id AND day BETWEEN ${filter.from}::date AND ${filter.to}::date
        ) d ON true
        WHERE ${where}
        ORDER BY m.created_at DESC, m.id DESC
        OFFSET ${offset} LIMIT ${limit}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}
