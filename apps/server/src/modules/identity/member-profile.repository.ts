import { and, eq, lt, sql } from 'drizzle-orm';
import { connectionOf, type Executor } from '../../db/executor.js';
import { members } from '../../db/schema/index.js';

/** Sets the payee name (the member's real name) in the profile. */
export async function setPayeeName(tx: Executor, memberId: bigint, payeeName: string): Promise<void> {
  await tx
    .update(members)
    .set({ profile: sql`${members.profile} || jsonb_build_object('payeeName', ${payeeName}::text)` })
    .where(eq(members.id, memberId));
}

/** Raises a member's stored VIP level; never lowers it. */
export async function raiseVipLevel(db: Executor, memberId: bigint, level: number): Promise<void> {
  await db
    .update(members)
    .set({ vipLevel: level })
    .where(and(eq(members.id, memberId), lt(members.vipLevel, level)));
}

/** Raises each member to its level where that is above the stored one; answers the members raised. */
export async function raiseVipLevels(tx: Executor, levels: { memberId: bigint; level: number }[]): Promise<bigint[]> {
  if (levels.length === 0) return [];
  const result = await connectionOf(tx).query<{ id: string }>(
    `UPDATE members m SET vip_level = v.level
     FROM unnest($1::bigint[], $2::integer[]) AS v(id, level)
     WHERE m.id = v.id AND m.vip_level < v.level
     RETURNING m.id::text AS id`,
    [levels.map((row) => String(row.memberId)), levels.map((row) => row.level)],
  );
  return result.rows.map((row) => BigInt(row.id));
}
