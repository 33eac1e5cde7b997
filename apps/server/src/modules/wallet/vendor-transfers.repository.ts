import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { vendorTransfers } from '../../db/schema/index.js';

export type VendorTransferRow = typeof vendorTransfers.$inferSelect;
export type NewVendorTransfer = Omit<typeof vendorTransfers.$inferInsert, 'id' | 'status' | 'attempts'>;

/** Records a transfer as pending; null when the member's transaction id is taken (the caller reads that one). */
export async function insertPending(tx: Executor, row: NewVendorTransfer): Promise<VendorTransferRow | null> {
  const [inserted] = await tx.insert(vendorTransfers).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function byTransaction(db: Executor, memberId: bigint, transactionId: string) {
  const [row] = await db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.transactionId, transactionId)));
  return row ?? null;
}

/** The transfer, its row locked until the caller's transaction ends (a finish decides it once). */
export async function lockTransfer(tx: Executor, id: bigint) {
  const [row] = await tx.select().from(vendorTransfers).where(eq(vendorTransfers.id, id)).for('update');
  return row ?? null;
}

/** One more call to the vendor for it, and when the job may take it up next. */
export async function countAttempt(db: Executor, id: bigint, nextAttemptAt: Date) {
  await db
    .update(vendorTransfers)
    .set({ attempts: sql`${vendorTransfers.attempts} + 1`, nextAttemptAt })
    .where(and(eq(vendorTransfers.id, id), eq(vendorTransfers.status, 'pending')));
}

export async function markFinished(
  tx: Executor,
  id: bigint,
  outcome: { status: 'done' | 'refused'; reason: string | null; vendorBalance: bigint | null; at: Date },
) {
  await tx
    .update(vendorTransfers)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      vendorBalance: outcome.vendorBalance,
      finishedAt: outcome.at,
    })
    .where(eq(vendorTransfers.id, id));
}

/** Pending transfers due for the job, oldest first, a bounded batch. */
export function duePending(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.status, 'pending'), lte(vendorTransfers.nextAttemptAt, now)))
    .orderBy(asc(vendorTransfers.nextAttemptAt), asc(vendorTransfers.id))
    .limit(limit);
}

/** Money on its way between the member's main wallet and each vendor's, by vendor code (pending transfers). */
export async function pendingByVendor(db: Executor, memberId: bigint): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ vendor: vendorTransfers.vendorCode, amount: sql<string>`sum(${vendorTransfers.amount})::text` })
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.memberId, memberId), eq(vendorTransfers.status, 'pending')))
    .groupBy(vendorTransfers.vendorCode);
  return new Map(rows.map((row) => [row.vendor, BigInt(row.amount)]));
}
