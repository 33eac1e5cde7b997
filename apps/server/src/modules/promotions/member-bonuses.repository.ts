import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import type { GrantRow } from './promotion-grant.repository.js';

/** A member of the site by username (any letter case): what the operator's reads of its grants start from. */
export async function memberIdOnSite(db: Executor, siteId: number, username: string): Promise<bigint | null> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id::text FROM members WHERE site_id = ${siteId} AND lower(username) = lower(${username})`,
  );
  return row ? BigInt(row.id) : null;
}

export interface MemberGrantRow extends GrantRow {
  code: string;
  title: Record<string, string>;
  kind: string;
  created_at: Date;
}

/** A page of the member's grants with their promotion, newest first; and the bonus of those in play. */
export async function memberGrantPage(db: Executor, memberId: bigint, offset: number, limit: number) {
  const [rows, totals] = await Promise.all([
    datedRows<MemberGrantRow>(
      db,
      sql`SELECT g.id::text, g.state, g.deposit::text, g.bonus::text, g.turnover_required::text, g.created_at,
                 g.updated_at, p.code, p.title, p.kind
          FROM promotion_grants g JOIN promotions p ON p.id = g.promotion_id
          WHERE g.member_id = ${memberId} ORDER BY g.id DESC OFFSET ${offset} LIMIT ${limit}`,
      ['created_at', 'updated_at'],
    ),
    grantTotals(db, memberId),
  ]);
  return { rows, total: totals.total, bonusInPlay: totals.bonusInPlay };
}

/** How many grants the member has, and the bonus of those in play (approved, turnover not yet met). */
export async function grantTotals(db: Executor, memberId: bigint) {
  const [totals] = await rowsOf<{ total: number; in_play: string }>(
    db,
    sql`SELECT count(*)::integer AS total,
               coalesce(sum(bonus) FILTER (WHERE state = 'process'), 0)::text AS in_play
        FROM promotion_grants WHERE member_id = ${memberId}`,
  );
  return { total: totals?.total ?? 0, bonusInPlay: totals?.in_play ?? '0' };
}
