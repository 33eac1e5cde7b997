import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { ledgerAccounts, postings } from '../../db/schema/index.js';

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

/** A member's main wallet account, opened with the member (created when the member joined). */
export async function insertMainAccount(db: Executor, account: MainAccount): Promise<void> {
  await db.insert(ledgerAccounts).values({ ...account, wallet: 'MAIN' });
}

export interface MainAccount {
  siteId: number;
  memberId: bigint;
  currency: string;
  createdAt: Date;
}

export interface MemberWallet {
  siteId: number;
  memberId: bigint;
  /** The wallet's name: a vendor's code. */
  wallet: string;
  currency: string;
}

/** The member's account for a wallet (a vendor's), opened on first use. */
export async function memberWalletAccount(db: Executor, { siteId, memberId, wallet, currency }: MemberWallet) {
  const [opened] = await db
    .insert(ledgerAccounts)
    .values({ siteId, memberId, wallet, currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (opened) return opened.id;
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.wallet, wallet)));
  if (!row) throw new Error(`wallet ${wallet} of member ${memberId} vanished`);
  return row.id;
}

/**
 * Deletes the accounts of these members that no posting ever touched; answers the members whose accounts
 * went (each once). An account with a posting stays: ledger history is never deleted.
 */
export async function deleteUnusedAccounts(db: Executor, memberIds: bigint[]): Promise<bigint[]> {
  if (memberIds.length === 0) return [];
  const gone = await db
    .delete(ledgerAccounts)
    .where(
      and(
        inArray(ledgerAccounts.memberId, memberIds),
        sql`NOT EXISTS (SELECT 1 FROM ${postings} p WHERE p.account_id = ${ledgerAccounts.id})`,
      ),
    )
    .returning({ memberId: ledgerAccounts.memberId });
  return [...new Set(gone.flatMap((row) => (row.memberId === null ? [] : [row.memberId])))];
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

/**
 * What the member holds outside the main wallet (minor units), all of which can come back to it: vendor
 * wallets, the stakes of lottery lines waiting for their draw and of game rounds still open.
 */
export async function fundsOutsideMain(db: Executor, memberId: bigint): Promise<bigint> {
  const result = await db.execute<{ total: string }>(
    sql`SELECT ((SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE member_id = ${memberId} AND wallet <> 'MAIN')
              + (SELECT coalesce(sum(l.stake), 0) FROM lottery_orders o JOIN lottery_lines l ON l.order_id = o.id
                   WHERE o.member_id = ${memberId} AND o.status = 'active' AND l.status = 'waiting')
              + (SELECT coalesce(sum(stake), 0) FROM game_rounds
                   WHERE member_id = ${memberId} AND status = 'open' AND mode = 'real'))::text AS total`,
  );
  return BigInt(result.rows[0]?.total ?? 0);
}

/** The balance of the member's main wallet; 0 before it is opened. */
export async function mainBalanceOf(db: Executor, memberId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.wallet, 'MAIN')));
  return row?.balance ?? 0n;
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

/** The legs of a journal entry, as it was posted. */
export async function entryLegs(db: Executor, entryId: bigint) {
  return db
    .select({ accountId: postings.accountId, amount: postings.amount })
    .from(postings)
    .where(eq(postings.entryId, entryId))
    .orderBy(postings.accountId);
}
