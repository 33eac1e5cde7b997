import { createHash } from 'node:crypto';
import { mainWallet, type WalletTransferRequest, type WalletTransferResult } from '@portal/contracts';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { firstCallGraceMs, sendTransfer } from './vendor-transfer-calls.js';
import { startTransfer } from './vendor-transfer-legs.js';
import { byTransaction, type VendorTransferRow } from './vendor-transfers.repository.js';
import { transferWalletOf, type WalletDeps, walletsOf } from './vendor-wallets.js';
import { allTransferVendors, memberAccounts, transferVendorsOf } from './wallet.repository.js';
import { amountOf } from './wallet.service.js';

export interface TransferDeps extends WalletDeps {
  clock: Clock;
}

/**
 * The key the vendor knows a transfer by: the site, the member and a digest of the member's transaction id (which
 * may be as long as the key may be), so the same request always names the same key and no two members' collide.
 */
export function transferKeyOf(siteCode: string, memberId: bigint, transactionId: string): string {
  const digest = createHash('sha256').update(transactionId).digest('base64url').slice(0, 24);
  return `vt:${siteCode}:${memberId}:${digest}`;
}

/** Where a transfer stands as the member is told: done (200) or pending (202); a refusal is its error. */
async function answerOf(
  deps: TransferDeps,
  site: Site,
  row: VendorTransferRow,
  known?: ReadonlyMap<string, bigint>,
): Promise<WalletTransferResult> {
  const side = row.direction === 'in' ? 'to' : 'from';
  if (row.status === 'refused') {
    if (row.reason === 'KEY_REUSED') throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'transactionId' });
    if (row.reason === 'INSUFFICIENT_FUNDS' && row.direction === 'out') {
      const params = row.vendorBalance === null ? undefined : { balance: String(row.vendorBalance) };
      throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount', ...(params ? { params } : {}) });
    }
    throw new AppError('VENDOR_UNAVAILABLE', { field: side });
  }
  return {
    transactionId: row.transactionId,
    amount: String(row.amount),
    status: row.status === 'done' ? 'done' : 'pending',
    wallets: await walletsOf(deps, site, row.memberId, known),
  };
}

/** A transaction id used before answers its transfer, when it is the same request; another one is a conflict. */
function assertSameRequest(row: VendorTransferRow, vendor: string, direction: 'in' | 'out', amount: bigint) {
  if (row.vendorCode !== vendor || row.direction !== direction || row.amount !== amount) {
    throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'transactionId' });
  }
}

/**
 * GCS_walletTransfer: money between the main wallet and a transfer-mode vendor's wallet, which the vendor keeps.
 * The transfer is recorded pending (into a vendor, with the main wallet's debit, under the exit rule), then sent to
 * the vendor under its key: its answer finishes it; a lost answer leaves it pending (answered 202), for the
 * transfers job to finish by asking the vendor. Money may come back from a vendor the site no longer offers, never
 * go to one. A vendor without a transfer adapter (an 'external' one) refuses with VENDOR_NOT_AVAILABLE, and the
 * game server's studios while no game server is configured with VENDOR_UNAVAILABLE: nothing is kept in its place.
 */
export async function transferBetweenWallets(
  deps: TransferDeps,
  site: Site,
  memberId: bigint,
  body: WalletTransferRequest,
): Promise<WalletTransferResult> {
  const amount = amountOf(site, body.amount);
  const direction = body.from === mainWallet ? 'in' : 'out';
  const code = direction === 'in' ? body.to : body.from;
  const side = direction === 'in' ? 'to' : 'from';
  const earlier = await byTransaction(deps.db, memberId, body.transactionId);
  if (earlier) {
    assertSameRequest(earlier, code, direction, amount);
    return answerOf(deps, site, earlier);
  }
  const [offered, every, accounts] = await Promise.all([
    transferVendorsOf(deps.db, site.id),
    allTransferVendors(deps.db),
    memberAccounts(deps.db, memberId),
  ]);
  const formerlyUsed = direction === 'out' && accounts.some((account) => account.wallet === code);
  const vendor = offered.find((entry) => entry.code === code) ?? (formerlyUsed ? every.get(code) : undefined);
  if (!vendor) throw new AppError('NOT_FOUND', { field: side, message: `no wallet ${code}` });
  const wallet = transferWalletOf(deps.vendors, vendor);
  if (!wallet) {
    const code = vendor.provider === 'external' ? 'VENDOR_NOT_AVAILABLE' : 'VENDOR_UNAVAILABLE';
    throw new AppError(code, { field: side, params: { vendor: vendor.code } });
  }
  const now = deps.clock();
  const started = await startTransfer(deps.db, {
    siteId: site.id,
    memberId,
    vendorCode: vendor.code,
    transactionId: body.transactionId,
    transferKey: transferKeyOf(site.code, memberId, body.transactionId),
    direction,
    amount,
    currency: site.brand.currency.code,
    nextAttemptAt: new Date(now + firstCallGraceMs),
    createdAt: new Date(now),
  });
  if (!started) {
    // The same transaction id started at the same moment (a double submit): answer that transfer.
    const twin = (await byTransaction(deps.db, memberId, body.transactionId))!;
    assertSameRequest(twin, code, direction, amount);
    return answerOf(deps, site, twin);
  }
  const row = await sendTransfer(deps.db, { row: started, siteCode: site.code, wallet }, deps.clock);
  const known = row.status === 'done' && row.vendorBalance !== null ? new Map([[code, row.vendorBalance]]) : undefined;
  return answerOf(deps, site, row, known);
}
