import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

export async function configOf(db: Executor, siteId: number) {
  const [row] = await rowsOf<{ earn_every: string; point_value: string; min_convert: number }>(
    db,
    sql`SELECT earn_every::text, point_value::text, min_convert FROM point_configs WHERE site_id = ${siteId}`,
  );
  return row ?? null;
}

/**
 * The member's lifetime valid bet and the points spent (redemptions not rejected). Valid bet is summed
 * whole (minor units): the points it earns are counted from the total, never bet by bet.
 */
export async function pointTotals(db: Executor, memberId: bigint) {
  const [row] = await rowsOf<{ valid_bet: string; spent: string }>(
    db,
    sql`SELECT (SELECT coalesce(sum(valid_bet), 0) FROM play_daily WHERE member_id = ${memberId})::text AS valid_bet,
               (SELECT coalesce(sum(points), 0) FROM point_redemptions
                WHERE member_id = ${memberId} AND status <> 'rejected')::text AS spent`,
  );
  return { validBet: BigInt(row?.valid_bet ?? 0), spent: Number(row?.spent ?? 0) };
}

export interface RewardRow {
  id: string;
  names: Record<string, string>;
  required_points: number;
  stock: number;
  unit: string;
  units: Record<string, string>;
}

/** Offered at `at`: not retired, and within its schedule (from its start, included, to its end, excluded). */
const offeredAt = (at: Date) =>
  sql`retired_at IS NULL AND (starts_at IS NULL OR starts_at <= ${at}) AND (ends_at IS NULL OR ends_at > ${at})`;

/** The mall's rewards offered at `at`, in its order; without `at`, every one not retired (the console's texts). */
export function rewardsOf(db: Executor, siteId: number, at?: Date) {
  return rowsOf<RewardRow>(
    db,
    sql`SELECT id::text, names, required_points, stock, unit, units FROM point_rewards
        WHERE site_id = ${siteId} AND ${at ? offeredAt(at) : sql`retired_at IS NULL`}
        ORDER BY sort_order, point_rewards.id`,
  );
}

/** Takes `quantity` from a reward offered at `at` when its stock holds enough: null when not (one statement decides). */
export async function takeStock(db: Executor, siteId: number, rewardId: bigint, quantity: number, at: Date) {
  const [row] = await rowsOf<RewardRow>(
    db,
    sql`UPDATE point_rewards SET stock = stock - ${quantity}
        WHERE id = ${rewardId} AND site_id = ${siteId} AND ${offeredAt(at)} AND stock >= ${quantity}
        RETURNING id::text, names, required_points, stock, unit, units`,
  );
  return row ?? null;
}

/** Whether the mall offers the reward at `at` (a retired one, or one outside its schedule, is not). */
export async function rewardOffered(db: Executor, siteId: number, rewardId: bigint, at: Date) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id::text FROM point_rewards WHERE id = ${rewardId} AND site_id = ${siteId} AND ${offeredAt(at)}`,
  );
  return row !== undefined;
}

export { lockMember } from '../../db/member-lock.js';

export async function insertRedemption(
  db: Executor,
  row: {
    siteId: number;
    memberId: bigint;
    rewardId: bigint | null;
    kind: 'reward' | 'convert';
    quantity: number;
    points: bigint;
    amount: bigint | null;
    status: 'in_process' | 'approved';
    receivingAddress: string | null;
    entryId: bigint | null;
    at: Date;
  },
) {
  await db.execute(
    sql`INSERT INTO point_redemptions (site_id, member_id, reward_id, kind, quantity, points, amount, status,
          receiving_address, entry_id, created_at, decided_at)
        VALUES (${row.siteId}, ${row.memberId}, ${row.rewardId}, ${row.kind}, ${row.quantity}, ${row.points}, ${row.amount},
                ${row.status}, ${row.receivingAddress}, ${row.entryId}, ${row.at}, ${row.status === 'approved' ? row.at : null})`,
  );
}

export interface RedemptionRow {
  id: string;
  member_id: string;
  username: string;
  kind: 'reward' | 'convert';
  names: Record<string, string> | null;
  reward_id: string | null;
  quantity: number;
  points: string;
  amount: string | null;
  status: 'in_process' | 'rejected' | 'approved';
  created_at: string;
  decided_at: string | null;
  remark: string | null;
  unit: string | null;
  units: Record<string, string> | null;
  receiving_address: string | null;
  paid_account: string | null;
  paid_amount: string | null;
}

/** Redemptions with their reward and member, newest first: one select for the member's list and the operator's. */
const redemptionRows = (db: Executor, where: SQL, page: { limit: number; offset: number }) =>
  rowsOf<RedemptionRow>(
    db,
    sql`SELECT d.id::text, d.member_id::text, m.username, d.kind, r.names, d.reward_id::text, d.quantity,
               d.points::text, d.amount::text, d.status, d.created_at::text, d.decided_at::text, d.remark, r.unit, r.units,
               d.receiving_address, d.paid_account, d.paid_amount::text
        FROM point_redemptions d JOIN members m ON m.id = d.member_id
        LEFT JOIN point_rewards r ON r.id = d.reward_id
        WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );

export function redemptionsOf(db: Executor, memberId: bigint) {
  return redemptionRows(db, sql`d.member_id = ${memberId}`, { limit: 100, offset: 0 });
}

export type RedemptionStatus = RedemptionRow['status'];

/** A page of the site's redemptions (of one status, or all) and how many there are. */
export async function siteRedemptions(
  db: Executor,
  siteId: number,
  filter: { status?: RedemptionStatus; page: number; pageSize: number },
) {
  const where = sql`d.site_id = ${siteId} ${filter.status ? sql`AND d.status = ${filter.status}` : sql``}`;
  const [items, [count]] = await Promise.all([
    redemptionRows(db, where, { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }),
    rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM point_redemptions d WHERE ${where}`),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** One of the site's redemptions, locked for a decision; null when the site has none of that id. */
export async function lockRedemption(db: Executor, siteId: number, id: bigint) {
  const [row] = await rowsOf<{
    id: string;
    member_id: string;
    kind: string;
    status: string;
    reward_id: string | null;
    quantity: number;
  }>(
    db,
    sql`SELECT id::text, member_id::text, kind, status, reward_id::text, quantity FROM point_redemptions
        WHERE id = ${id} AND site_id = ${siteId} FOR UPDATE`,
  );
  return row ?? null;
}

export async function oneRedemption(db: Executor, siteId: number, id: bigint) {
  const [row] = await redemptionRows(db, sql`d.site_id = ${siteId} AND d.id = ${id}`, { limit: 1, offset: 0 });
  return row ?? null;
}

/** Writes the decision on a redemption in process (its only change: in process -> approved or rejected). */
export async function decide(
  db: Executor,
  id: bigint,
  decision: {
    status: 'approved' | 'rejected';
    remark: string | null;
    paidAccount: string | null;
    paidAmount: bigint | null;
    operatorId: bigint;
    at: Date;
  },
) {
  await db.execute(
    sql`UPDATE point_redemptions SET status = ${decision.status}, remark = ${decision.remark},
          paid_account = ${decision.paidAccount}, paid_amount = ${decision.paidAmount},
          decided_by = ${decision.operatorId}, decided_at = ${decision.at}
        WHERE id = ${id} AND status = 'in_process'`,
  );
}

/** A rejected reward's quantity goes back to its stock. */
export async function returnStock(db: Executor, rewardId: bigint, quantity: number) {
  await db.execute(sql`UPDATE point_rewards SET stock = stock + ${quantity} WHERE id = ${rewardId}`);
}
