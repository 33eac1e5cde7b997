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

/**
 * Adds an account in one transaction with the member row locked, so the limit and the real name
 * hold against concurrent requests; the first account's payee name becomes the real name.
 */
export async function insertBankAccount(
  db: Database,
  account: typeof bankAccounts.$inferInsert,
  check: (realName: string | null, count: number) => void,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, account.memberId)).for('update');
    const realName = await realNameOf(tx, account.memberId);
    check(realName, (await activeBankAccounts(tx, account.memberId)).length);
    if (realName === null) {
      await tx
        .update(members)
        .set({ profile: sql`${members.profile} || jsonb_build_object('payeeName', ${account.payeeName}::text)` })
        .where(eq(members.id, account.memberId));
    }
    const [row] = await tx.insert(bankAccounts).values(account).onConflictDoNothing().returning();
    return row ?? null;
  });
}

export async function removeBankAccount(db: Database, memberId: bigint, id: bigint) {
  const rows = await db
    .update(bankAccounts)
    .set({ removedAt: sql`now()` })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}
