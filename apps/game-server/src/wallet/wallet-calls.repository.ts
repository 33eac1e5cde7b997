import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { GameDatabase } from '../db/client.js';
import { walletCalls } from '../db/schema.js';

type Executor = Pick<GameDatabase, 'insert' | 'update' | 'select' | 'execute'>;
export type NewWalletCall = Omit<typeof walletCalls.$inferInsert, 'id' | 'attempts' | 'deliveredAt'>;
export type WalletCallRow = typeof walletCalls.$inferSelect;

/** Queues a call; the same transaction id twice is one call (the first stays). */
export async function insertWalletCall(db: Executor, call: NewWalletCall): Promise<WalletCallRow | null> {
  const [row] = await db.insert(walletCalls).values(call).onConflictDoNothing().returning();
  return row ?? null;
}

/** Queues many calls in one statement (a live table's settlement); an id already queued stays as it was. */
export async function insertWalletCalls(db: Executor, calls: NewWalletCall[]): Promise<WalletCallRow[]> {
  if (calls.length === 0) return [];
  return db.insert(walletCalls).values(calls).onConflictDoNothing().returning();
}

/**
 * Takes up to `limit` undelivered calls that are due and moves their next attempt `leaseMs` on, in one
 * statement: two workers never take the same call, and a worker that dies leaves it due again after the lease.
 */
export async function claimDueCalls(db: Executor, now: Date, leaseMs: number, limit: number): Promise<WalletCallRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: walletCalls.id })
    .from(walletCalls)
    .where(and(isNull(walletCalls.deliveredAt), lte(walletCalls.nextAttemptAt, now)))
    .orderBy(walletCalls.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(walletCalls).set({ nextAttemptAt: leaseEnd }).where(sql`${walletCalls.id} IN ${due}`).returning();
}

export async function markDelivered(db: Executor, id: bigint, now: Date): Promise<void> {
  await db
    .update(walletCalls)
    .set({ deliveredAt: now, attempts: sql`${walletCalls.attempts} + 1`, lastError: null })
    .where(eq(walletCalls.id, id));
}

export async function markFailed(db: Executor, id: bigint, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(walletCalls)
    .set({ attempts: sql`${walletCalls.attempts} + 1`, nextAttemptAt, lastError: error.slice(0, 500) })
    .where(eq(walletCalls.id, id));
}

/** Undelivered calls, oldest first (the operator's view of what is still owed). */
export async function pendingCalls(db: Executor, limit: number): Promise<WalletCallRow[]> {
  return db
    .select()
    .from(walletCalls)
    .where(isNull(walletCalls.deliveredAt))
    .orderBy(walletCalls.createdAt)
    .limit(limit);
}
