import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { ledgerAccounts } from '../../db/schema/index.js';

/** A house account of a site (cashier clearing, game revenue, …), opened on first use. */
export async function houseAccount(db: Executor, siteId: number, name: string, currency: string): Promise<bigint> {
  await db.insert(ledgerAccounts).values({ siteId, memberId: null, wallet: name, currency }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.siteId, siteId), isNull(ledgerAccounts.memberId), eq(ledgerAccounts.wallet, name)));
  if (!row) throw new Error(`house account ${name} of site ${siteId} is missing`);
  return row.id;
}

/** The member's main wallet account. */
export async function mainAccountOf(db: Executor, memberId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.wallet, 'MAIN')));
  if (!row) throw new Error(`member ${memberId} has no main wallet`);
  return row.id;
}

/** An account's balance, its row locked until the caller's transaction ends (what it then posts is exact). */
export async function lockedBalance(db: Executor, accountId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  if (!row) throw new Error(`account ${accountId} is missing`);
  return row.balance;
}
