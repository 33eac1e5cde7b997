import type { PromotionKind, PromotionRules, TurnoverRule } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

export interface GrantRow {
  id: string;
  promotion_id: string;
  member_id: string;
  instance_key: string;
  state: 'signed' | 'claim' | 'process' | 'done' | 'forfeited' | 'cancelled' | 'applying' | 'rejected';
  deposit: string | null;
  bonus: string | null;
  turnover_required: string | null;
  turnover_from: Date | null;
  updated_at: Date;
  reason?: string | null;
}

const grantTimes = ['turnover_from', 'updated_at'];
const selectGrants = sql`SELECT id::text, promotion_id::text, member_id::text, instance_key, state, deposit::text,
  bonus::text, turnover_required::text, turnover_from, updated_at, reason FROM promotion_grants`;

/** A member's grants on a site, newest first. */
export function grantsOf(db: Executor, memberId: bigint) {
  return datedRows<GrantRow>(
    db,
    sql`${selectGrants} WHERE member_id = ${memberId} ORDER BY promotion_grants.id DESC`,
    grantTimes,
  );
}

/** One grant of a member, locked for the caller's change. */
export async function lockGrant(db: Executor, id: bigint, memberId: bigint | null, siteId: number) {
  const [row] = await datedRows<GrantRow>(
    db,
    sql`${selectGrants} WHERE id = ${id} AND site_id = ${siteId} ${memberId === null ? sql`` : sql`AND member_id = ${memberId}`}
        FOR UPDATE`,
    grantTimes,
  );
  return row ?? null;
}

/** Starts a grant of one instance; null when the member already has that instance (exactly once, under any race). */
export async function insertGrant(
  db: Executor,
  grant: {
    promotionId: bigint;
    siteId: number;
    memberId: bigint;
    instanceKey: string;
    state: string;
    bonus?: bigint;
    at: Date;
  },
) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO promotion_grants (promotion_id, site_id, member_id, instance_key, state, bonus, created_at, updated_at)
        VALUES (${grant.promotionId}, ${grant.siteId}, ${grant.memberId}, ${grant.instanceKey}, ${grant.state},
                ${grant.bonus ?? null}, ${grant.at}, ${grant.at})
        ON CONFLICT (promotion_id, member_id, instance_key) DO NOTHING RETURNING id::text`,
  );
  return row ? BigInt(row.id) : null;
}

export async function updateGrant(
  db: Executor,
  id: bigint,
  change: {
    state: GrantRow['state'];
    at: Date;
    bonus?: bigint;
    deposit?: { id: bigint; amount: bigint };
    turnoverRequired?: bigint;
    turnoverFrom?: Date;
    entryId?: bigint;
    reason?: string;
  },
) {
  await db.execute(
    sql`UPDATE promotion_grants SET state = ${change.state}, updated_at = ${change.at},
          bonus = coalesce(${change.bonus ?? null}::bigint, bonus),
          deposit_id = coalesce(${change.deposit?.id ?? null}::bigint, deposit_id),
          deposit = coalesce(${change.deposit?.amount ?? null}::bigint, deposit),
          turnover_required = coalesce(${change.turnoverRequired ?? null}::bigint, turnover_required),
          turnover_from = coalesce(${change.turnoverFrom ?? null}::timestamptz, turnover_from),
          entry_id = coalesce(${change.entryId ?? null}::bigint, entry_id),
          reason = coalesce(${change.reason ?? null}, reason)
        WHERE id = ${id}`,
  );
}

/** A member's grants of deposit promotions waiting for a deposit, locked. */
export function signedDepositGrants(db: Executor, memberId: bigint) {
  return rowsOf<GrantRow & { kind: PromotionKind; rules: PromotionRules }>(
    db,
    sql`SELECT g.id::text, g.promotion_id::text, g.state, p.kind, p.rules FROM promotion_grants g
        JOIN promotions p ON p.id = g.promotion_id
        WHERE g.member_id = ${memberId} AND g.state = 'signed' AND p.kind IN ('first_deposit', 'reload')
        ORDER BY g.id FOR UPDATE OF g`,
  );
}

/** The member's grants that had a turnover to play (open, met, given up or cancelled), oldest claim first. */
export function turnoverGrants(db: Executor, memberId: bigint) {
  return datedRows<GrantRow & { turnover: TurnoverRule }>(
    db,
    sql`SELECT g.id::text, g.state, g.turnover_required::text, g.turnover_from, g.updated_at, p.turnover
        FROM promotion_grants g JOIN promotions p ON p.id = g.promotion_id
        WHERE g.member_id = ${memberId} AND g.turnover_from IS NOT NULL
          AND g.state IN ('process', 'done', 'forfeited', 'cancelled')
        ORDER BY g.turnover_from, g.id`,
    grantTimes,
  );
}
