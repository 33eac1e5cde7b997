import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

/** When a member joined and their VIP level: what a promotion's eligibility asks of them. */
export async function memberStanding(db: Executor, memberId: bigint): Promise<{ joinedAt: Date; vipLevel: number }> {
  const result = await db.execute<{ created_at: string; vip_level: number }>(
    sql`SELECT created_at::text, vip_level FROM members WHERE id = ${memberId}`,
  );
  const member = result.rows[0]!;
  return { joinedAt: new Date(member.created_at), vipLevel: member.vip_level };
}

/** When the member joined the site. */
export async function memberSince(db: Executor, memberId: bigint): Promise<Date> {
  const [row] = await datedRows<{ created_at: Date }>(db, sql`SELECT created_at FROM members WHERE id = ${memberId}`, [
    'created_at',
  ]);
  return row!.created_at;
}

/** Whether the member has a credited real deposit already (a first-deposit match is then out of reach). */
export async function hasDeposited(db: Executor, memberId: bigint): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM member_first_real_deposits WHERE member_id = ${memberId}) AS found`,
  );
  return row?.found ?? false;
}

/** Whether this credited deposit is the member's first real one (demo money qualifies for nothing). */
export async function isFirstDeposit(db: Executor, memberId: bigint, depositId: bigint) {
  const [row] = await rowsOf<{ first: boolean }>(
    db,
    sql`SELECT coalesce((SELECT deposit_id = ${depositId} FROM member_first_real_deposits WHERE member_id = ${memberId}), false) AS first`,
  );
  return row?.first ?? false;
}

/** What demo channels and real channels credited to the member before `until` (minor units). */
export async function depositsBefore(db: Executor, memberId: bigint, until: Date) {
  const [row] = await rowsOf<{ demo: string; real: string }>(
    db,
    sql`SELECT coalesce(sum(amount) FILTER (WHERE demo), 0)::text AS demo,
               coalesce(sum(amount) FILTER (WHERE NOT demo), 0)::text AS real
        FROM deposits WHERE member_id = ${memberId} AND status = 'credited' AND decided_at < ${until}`,
  );
  return { demo: BigInt(row?.demo ?? 0), real: BigInt(row?.real ?? 0) };
}

/** A member's net loss over site-local days (stake - payout of every settled real round, from the record of play). */
export async function netLoss(db: Executor, memberId: bigint, from: string, to: string): Promise<bigint> {
  const [row] = await rowsOf<{ loss: string }>(
    db,
    sql`SELECT coalesce(sum(stake - payout), 0)::text AS loss FROM play_daily
        WHERE member_id = ${memberId} AND day BETWEEN ${from}::date AND ${to}::date`,
  );
  return BigInt(row?.loss ?? 0);
}

export interface TurnoverWindow {
  /** Weighted valid bets in the window (all of them, past the requirement too). */
  done: bigint;
  /** When the running total reached the requirement (microsecond text, kept exact), or null. */
  metAt: string | null;
}

/**
 * A grant's turnover window: the valid bets (each round's own, db/functions/valid_bet_of.sql) of the member's
 * settled real rounds from its claim (`from`, inclusive) and after `after` (exclusive: the moment the bonus
 * before it was met), each game category at its weight (100 % unless set), with the moment the running total
 * met `required`.
 */
export async function turnoverWindow(
  db: Executor,
  memberId: bigint,
  window: { from: Date; after: string | null; weights: Record<string, number>; required: bigint },
): Promise<TurnoverWindow> {
  const weight = sql`coalesce((${JSON.stringify(window.weights)}::jsonb ->> g.category)::integer, 100)`;
  const [row] = await rowsOf<{ done: string; met_at: string | null }>(
    db,
    sql`SELECT coalesce(max(running), 0)::text AS done,
               (min(settled_at) FILTER (WHERE running >= ${window.required}))::text AS met_at
        FROM (SELECT r.settled_at, sum(r.valid_bet * ${weight} / 100) OVER (ORDER BY r.settled_at, r.id) AS running
              FROM game_rounds r JOIN games g ON g.id = r.game_id
              WHERE r.member_id = ${memberId} AND r.status = 'settled' AND r.mode = 'real'
                AND r.settled_at >= ${window.from}
                ${window.after ? sql`AND r.settled_at > ${window.after}::timestamptz` : sql``}) counted`,
  );
  return { done: BigInt(row?.done ?? 0), metAt: row?.met_at ?? null };
}
