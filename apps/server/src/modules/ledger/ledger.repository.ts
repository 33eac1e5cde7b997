import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.js';

/** A transaction handle or the database: repository functions run inside the caller's transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export async function findEntry(db: Executor, siteId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.siteId, siteId), eq(journalEntries.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** Locks the accounts in ascending id order, the one order every movement uses, so two never deadlock. */
export async function lockAccounts(db: Executor, ids: bigint[]) {
  const sorted = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, sorted))
    .orderBy(ledgerAccounts.id)
    .for('update');
}

export async function insertEntry(db: Executor, entry: typeof journalEntries.$inferInsert) {
  const [row] = await db.insert(journalEntries).values(entry).returning({ id: journalEntries.id });
  if (!row) throw new Error('journal entry insert returned no row');
  return row.id;
}

export async function insertPostings(
  db: Executor,
  entryId: bigint,
  legs: { accountId: bigint; amount: bigint; balanceAfter: bigint }[],
) {
  await db.insert(postings).values(legs.map((leg) => ({ entryId, ...leg })));
}

export async function applyToBalance(db: Executor, accountId: bigint, amount: bigint): Promise<bigint> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, accountId))
    .returning({ balance: ledgerAccounts.balance });
  if (!row) throw new Error(`account ${accountId} vanished under its lock`);
  return row.balance;
}

export async function balancesOf(db: Executor, ids: bigint[]) {
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.balance]));
}

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
