import {
  type MerchantWallets,
  mainWallet,
  parseAmount,
  type WalletBalance,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { postEntryInTransaction } from '../ledger/ledger.service.js';
import { walletAccountOf } from '../ledger/member-accounts.service.js';
import { assertMoneyMayLeave } from './money-exit.js';
import { memberAccounts, memberWallets, transferVendorsOf, walletRows } from './wallet.repository.js';

export async function walletsView(db: Database, site: Site, memberId: bigint): Promise<MerchantWallets> {
  const rows = await memberWallets(db, site.id, memberId, site.brand.currency.code);
  return rows.map((row) => ({ ...row, balance: String(row.balance) }));
}

export async function walletBalance(db: Database, site: Site, memberId: bigint): Promise<WalletBalance> {
  const wallets = await walletsView(db, site, memberId);
  const total = wallets.reduce((sum, wallet) => sum + BigInt(wallet.balance), 0n);
  return { currency: site.brand.currency.code, total: String(total), wallets };
}

/** An amount as typed, read exactly in the site's currency; the problem named when it is not one. */
export function amountOf(site: Site, text: string, field = 'amount'): bigint {
  const parsed = parseAmount(text, site.brand.currency.decimals);
  if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { field, params: { problem: parsed.problem } });
  return parsed.minor;
}

/**
 * GCS_walletTransfer: moves money between the main wallet and a transfer-mode vendor's wallet as one
 * ledger entry. The transaction id is the key (scoped to the member, so members cannot collide).
 * Money may come back from a vendor the site no longer offers, but never go to one. Into a vendor's
 * wallet it leaves the site's keeping: the exit rule holds (no open bonus turnover), checked after
 * posting in the same transaction.
 */
export async function transferBetweenWallets(
  db: Database,
  site: Site,
  memberId: bigint,
  body: WalletTransferRequest,
): Promise<WalletTransferResult> {
  const amount = amountOf(site, body.amount);
  const toVendor = body.from === mainWallet;
  const vendor = toVendor ? body.to : body.from;
  const currency = site.brand.currency.code;
  const [offered, accounts] = await Promise.all([transferVendorsOf(db, site.id), memberAccounts(db, memberId)]);
  const held = new Map(accounts.map((account) => [account.wallet, account]));
  if (!offered.some((entry) => entry.code === vendor) && (toVendor || !held.has(vendor))) {
    throw new AppError('NOT_FOUND', { field: toVendor ? 'to' : 'from', message: `no wallet ${vendor}` });
  }
  const main = held.get(mainWallet);
  if (!main) throw new Error(`member ${memberId} has no main wallet`);
  const vendorAccount =
    held.get(vendor)?.id ?? (await walletAccountOf(db, { siteId: site.id, memberId, wallet: vendor, currency }));
  const [from, to] = toVendor ? [main.id, vendorAccount] : [vendorAccount, main.id];
  const posted = await db.transaction(async (tx) => {
    const entry = await postEntryInTransaction(tx, {
      siteId: site.id,
      kind: 'wallet_transfer',
      idempotencyKey: `wallet:${memberId}:${body.transactionId}`,
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      memo: { from: body.from, to: body.to },
    });
    const balanceAfter = entry.balances.get(main.id) ?? 0n;
    if (toVendor && !entry.replayed)
      await assertMoneyMayLeave(tx, memberId, { to: 'vendor', amount, balanceAfter, at: new Date() });
    return entry;
  });
  // The two wallets that moved read as the entry left them; the others as they stood before it.
  const after = [
    ...accounts.filter((account) => account.wallet !== mainWallet && account.wallet !== vendor),
    { wallet: mainWallet, currency, balance: posted.balances.get(main.id)! },
    { wallet: vendor, currency, balance: posted.balances.get(vendorAccount)! },
  ];
  return {
    transactionId: body.transactionId,
    amount: String(amount),
    wallets: walletRows(after, offered, currency).map((row) => ({ ...row, balance: String(row.balance) })),
  };
}
