import { eq, sql } from 'drizzle-orm';
import { type Database, oncePerDatabase } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import { catalogCacheOf } from '../games/catalog-cache.js';

/** A transfer-mode vendor as the wallets show it, and the adapter (provider) that reaches its wallet. */
export interface TransferVendor {
  code: string;
  name: string;
  provider: string;
}

const transferVendor = ({ code, name, provider }: TransferVendor): TransferVendor => ({ code, name, provider });

/** The site's enabled transfer-mode vendors (from the catalog's short-lived cache: every wallet call reads them). */
export async function transferVendorsOf(db: Database, siteId: number): Promise<TransferVendor[]> {
  const offered = await catalogCacheOf(db).offeredBy(siteId);
  return offered.list.filter((vendor) => vendor.walletMode === 'transfer').map(transferVendor);
}

/** Every transfer-mode vendor of the catalogue, by code (a wallet the site stopped offering still pays back). */
export async function allTransferVendors(db: Database): Promise<Map<string, TransferVendor>> {
  const all = await catalogCacheOf(db).allVendors();
  return new Map(
    [...all.values()].filter((vendor) => vendor.walletMode === 'transfer').map((v) => [v.code, transferVendor(v)]),
  );
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
