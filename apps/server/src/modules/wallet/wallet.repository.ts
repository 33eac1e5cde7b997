import { eq, sql } from 'drizzle-orm';
import { type Database, oncePerDatabase } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import { catalogCacheOf } from '../games/catalog-cache.js';

export interface WalletRow {
  wallet: string;
  name: string;
  currency: string;
  balance: bigint;
}

/** The site's enabled transfer-mode vendors (from the catalog's short-lived cache: every wallet call reads them). */
export async function transferVendorsOf(db: Database, siteId: number) {
  const offered = await catalogCacheOf(db).offeredBy(siteId);
  return offered.list.filter((vendor) => vendor.walletMode === 'transfer').map(({ code, name }) => ({ code, name }));
}

type AccountRow = { wallet: string; balance: bigint; currency: string };

/** Every wallet of the member: the accounts it has, and a zero wallet for each offered vendor not yet used. */
export function walletRows(accounts: AccountRow[], offered: { code: string; name: string }[], currency: string) {
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
    if (wallet !== 'MAIN' && account.balance > 0n) {
      rows.push({ wallet, name: wallet, currency: account.currency, balance: account.balance });
    }
  }
  return rows;
}

export async function memberWallets(db: Database, siteId: number, memberId: bigint, currency: string) {
  const [accounts, offered] = await Promise.all([memberAccounts(db, memberId), transferVendorsOf(db, siteId)]);
  return walletRows(accounts, offered, currency);
}

const accountsOfMember = oncePerDatabase((db) =>
  db
    .select({
      id: ledgerAccounts.id,
      wallet: ledgerAccounts.wallet,
      balance: ledgerAccounts.balance,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, sql.placeholder('memberId')))
    .prepare('wallet_member_accounts'),
);

/** Every ledger account of the member (a handful), in one prepared query. */
export function memberAccounts(db: Database, memberId: bigint) {
  return accountsOfMember(db).execute({ memberId });
}
