import { type MerchantWallets, parseAmount, type WalletBalance } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { type WalletDeps, walletsOf } from './vendor-wallets.js';

/** GCS_merchantWallet: the main wallet, then each transfer-mode vendor's as the vendor keeps it (vendor-wallets.ts). */
export function walletsView(deps: WalletDeps, site: Site, memberId: bigint): Promise<MerchantWallets> {
  return walletsOf(deps, site, memberId);
}

/**
 * GET /wps/v2/wallets/balance: the wallets and the sum of those whose balance is known. A vendor that did not
 * answer is left out of the sum and says so (`partial`); money on its way between wallets is in no balance.
 */
export async function walletBalance(deps: WalletDeps, site: Site, memberId: bigint): Promise<WalletBalance> {
  const wallets = await walletsView(deps, site, memberId);
  const total = wallets.reduce((sum, wallet) => sum + BigInt(wallet.balance ?? 0), 0n);
  const partial = wallets.some((wallet) => wallet.balance === null);
  return { currency: site.brand.currency.code, total: String(total), wallets, partial };
}

/** An amount as typed, read exactly in the site's currency; the problem named when it is not one. */
export function amountOf(site: Site, text: string, field = 'amount'): bigint {
  const parsed = parseAmount(text, site.brand.currency.decimals);
  if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { field, params: { problem: parsed.problem } });
  return parsed.minor;
}
