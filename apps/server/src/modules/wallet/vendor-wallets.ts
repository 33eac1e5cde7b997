import { type MerchantWallets, mainWallet, type Wallet } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import type { GameVendors } from '../provider/vendors/game-vendor.js';
import { pendingByVendor } from './vendor-transfers.repository.js';
import { allTransferVendors, memberAccounts, type TransferVendor, transferVendorsOf } from './wallet.repository.js';

/** How long the wallets wait for a vendor's balance: one that does not answer by then shows as unavailable. */
export const balanceTimeoutMs = 1_500;

/** What the wallet calls need: the database and the vendors' adapters (their transfer wallets). */
export interface WalletDeps {
  db: Database;
  vendors: GameVendors;
}

/** A vendor's transfer wallet, when its adapter has one (an 'external' vendor, or no game server configured: none). */
export const transferWalletOf = (vendors: GameVendors, vendor: TransferVendor) => vendors.get(vendor.provider)?.book;

/** The member's balance at a vendor as it answers now; null when it cannot be asked or does not answer in time. */
async function askBalance(deps: WalletDeps, site: Site, memberId: bigint, vendor: TransferVendor) {
  const wallet = transferWalletOf(deps.vendors, vendor);
  if (!wallet) return null;
  const owner = { playerId: String(memberId), siteCode: site.code, currency: site.brand.currency.code };
  const answer = await wallet.balance({ ...owner, studio: vendor.code }, balanceTimeoutMs);
  return answer ? BigInt(answer.balance) : null;
}

/**
 * GCS_merchantWallet: the main wallet from the ledger, then each transfer-mode vendor's wallet as the vendor keeps
 * it, asked all at once with a short time limit (one that does not answer is unavailable: null, never a guess). A
 * wallet never used (no transfer ever) is zero without asking; a vendor the site stopped offering still shows while
 * money may be there. `known` gives balances just answered (a transfer's), which are not asked again.
 */
export async function walletsOf(
  deps: WalletDeps,
  site: Site,
  memberId: bigint,
  known: ReadonlyMap<string, bigint> = new Map(),
): Promise<MerchantWallets> {
  const [accounts, offered, pending, every] = await Promise.all([
    memberAccounts(deps.db, memberId),
    transferVendorsOf(deps.db, site.id),
    pendingByVendor(deps.db, memberId),
    allTransferVendors(deps.db),
  ]);
  const currency = site.brand.currency.code;
  const used = new Set([...accounts.map((account) => account.wallet), ...pending.keys()]);
  const offeredCodes = new Set(offered.map((vendor) => vendor.code));
  const formerly = [...used].flatMap((code) => {
    const vendor = every.get(code);
    return vendor && !offeredCodes.has(code) ? [vendor] : [];
  });
  const vendorRows = await Promise.all(
    [...offered, ...formerly].map(async (vendor): Promise<Wallet> => {
      const balance =
        known.get(vendor.code) ?? (used.has(vendor.code) ? await askBalance(deps, site, memberId, vendor) : 0n);
      return {
        wallet: vendor.code,
        name: vendor.name,
        currency,
        balance: balance === null ? null : String(balance),
        pending: String(pending.get(vendor.code) ?? 0n),
      };
    }),
  );
  const main = accounts.find((account) => account.wallet === mainWallet);
  const mainRow: Wallet = {
    wallet: mainWallet,
    name: 'Main wallet',
    currency: main?.currency ?? currency,
    balance: String(main?.balance ?? 0n),
    pending: '0',
  };
  // A wallet the site no longer offers shows only while something may be there.
  const shown = vendorRows.filter((row) => offeredCodes.has(row.wallet) || row.balance !== '0' || row.pending !== '0');
  return [mainRow, ...shown];
}
