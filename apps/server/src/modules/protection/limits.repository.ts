import type { LimitKind, LimitPeriod } from '@portal/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { deposits, memberLimits } from '../../db/schema/index.js';

export type LimitRow = typeof memberLimits.$inferSelect;

/** The member's limits in force (of one kind), locked to the end of the transaction when `lock`. */
export async function limitRows(db: Executor, memberId: bigint, kind?: LimitKind, lock = false): Promise<LimitRow[]> {
  const filter = kind
    ? and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, kind))
    : eq(memberLimits.memberId, memberId);
  const query = db.select().from(memberLimits).where(filter).orderBy(memberLimits.kind, memberLimits.period);
  return lock ? query.for('update') : query;
}

export async function lockLimit(db: Executor, memberId: bigint, kind: LimitKind, period: LimitPeriod) {
  const [row] = await db
    .select()
    .from(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, kind), eq(memberLimits.period, period)))
    .for('update');
  return row ?? null;
}

/** Writes the limit as given (a new one, or the row changed), keyed by member, kind and period. */
export async function saveLimit(db: Executor, row: typeof memberLimits.$inferInsert): Promise<void> {
  await db
    .insert(memberLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [memberLimits.memberId, memberLimits.kind, memberLimits.period],
      set: {
        amount: row.amount,
        pendingAmount: row.pendingAmount ?? null,
        pendingRemoval: row.pendingRemoval ?? false,
        pendingSince: row.pendingSince ?? null,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteLimit(db: Executor, memberId: bigint, kind: LimitKind, period: LimitPeriod) {
  await db
    .delete(memberLimits)
    .where(and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, kind), eq(memberLimits.period, period)));
}

/** What the member asked to deposit since `since`: deposits waiting or credited (a rejected one never counts). */
export async function depositedSince(db: Executor, memberId: bigint, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        inArray(deposits.status, ['pending', 'credited']),
        gt(deposits.createdAt, since),
      ),
    );
  return BigInt(row?.total ?? '0');
}
