import { and, asc, eq, sql } from 'drizzle-orm';
import { ledgerAccounts, siteVendors, vendors } from '../../db/schema/index.js';
import type { Executor } from '../ledger/ledger.repository.js';

export interface WalletRow {
  wallet: string;
  name: string;
  currency: string;
  balance: bigint;
}

/** The site's enabled transfer-mode vendors: each gives its members a wallet of its own. */
export async function transferVendorsOf(db: Executor, siteId: number) {
  return db
    .select({ code: vendors.code, name: vendors.name })
    .from(siteVendors)
    .innerJoin(vendors, eq(vendors.code, siteVendors.vendorCode))
    .where(and(eq(siteVendors.siteId, siteId), eq(siteVendors.enabled, true), eq(vendors.walletMode, 'transfer')))
    .orderBy(asc(siteVendors.sortOrder), asc(vendors.code));
}

/** Every wallet of the member: the accounts it has, and a zero wallet for each vendor not yet used. */
export async function memberWallets(db: Executor, siteId: number, memberId: bigint, currency: string) {
  const [accounts, offered] = await Promise.all([
    db
      .select({ wallet: ledgerAccounts.wallet, balance: ledgerAccounts.balance, currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.memberId, memberId)),
    transferVendorsOf(db, siteId),
  ]);
  const byWallet = new Map(accounts.map((account) => [account.wallet, account]));
  const main = byWallet.get('MAIN');
  const rows: WalletRow[] = [
    { wallet: 'MAIN', name: 'Main wallet', currency: main?.currency ?? currency, balance: main?.balance ?? 0n },
  ];
  for (const vendor of offered) {
    const account = byWallet.get(vendor.code);
    rows.push({
      wallet: vendor.code,
      name: vendor.name,
      currency: account?.currency ?? currency,
      balance: account?.balance ?? 0n,
    });
    byWallet.delete(vendor.code);
  }
  // A vendor the site stopped offering still shows while money sits in its wallet, so it can come back.
  for (const [wallet, account] of byWallet) {
    if (wallet !== 'MAIN' && account.balance > 0n) rows.push({ name: wallet, ...account });
  }
  return rows;
}

/** The member's account for a vendor wallet, opened on first use. */
export async function vendorAccountOf(
  db: Executor,
  siteId: number,
  memberId: bigint,
  wallet: string,
  currency: string,
): Promise<bigint> {
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

/** True when the member holds money in a wallet the site no longer offers (it may still be moved back). */
export async function hasLegacyWallet(db: Executor, memberId: bigint, wallet: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.wallet, wallet)));
  return row !== undefined;
}
