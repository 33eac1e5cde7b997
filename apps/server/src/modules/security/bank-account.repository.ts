import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { bankAccounts, members } from '../../db/schema/index.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function activeBankAccounts(db: Executor, memberId: bigint) {
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)))
    .orderBy(asc(bankAccounts.id));
}

export async function findActiveBankAccount(db: Executor, memberId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)));
  return row ?? null;
}

/** The member's real name: the registration's payee name, or the first bank account's. */
export async function realNameOf(db: Executor, memberId: bigint): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`${members.profile} ->> 'payeeName'` })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.name ?? null;
}

/** Locks the member's row until the caller's transaction ends: one bank account added at a time. */
export async function lockMember(tx: Executor, memberId: bigint): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** Adds an account; null when the member has it already. */
export async function insertBankAccount(tx: Executor, account: typeof bankAccounts.$inferInsert) {
  const [row] = await tx.insert(bankAccounts).values(account).onConflictDoNothing().returning();
  return row ?? null;
}

export async function removeBankAccount(db: Database, memberId: bigint, id: bigint) {
  const rows = await db
    .update(bankAccounts)
    .set({ removedAt: sql`now()` })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}
