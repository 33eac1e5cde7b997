import { mainWallet } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { houseAccount, type Leg, mainAccountOf, postEntryInTransaction } from '../ledger/ledger.service.js';
import { walletAccountOf } from '../ledger/member-accounts.service.js';
import { assertMoneyMayLeave } from './money-exit.js';
import {
  insertPending,
  lockTransfer,
  markFinished,
  type NewVendorTransfer,
  type VendorTransferRow,
} from './vendor-transfers.repository.js';

/**
 * The ledger side of a vendor transfer. Money into a vendor leaves the main wallet for the member's account of
 * that vendor (in transit) as the transfer starts; once the vendor has it, it moves on to the site's account of
 * money held at the vendor (`HOUSE:VENDOR:<code>`), or back to the main wallet when the vendor refused it. Money
 * out of a vendor moves nothing until the vendor has paid it out: then from the site's account at the vendor into
 * the main wallet. Each leg is one entry under a key of the transfer's own: it moves once, whoever finishes it.
 */

/** The entry kind of a leg inside the portal's books (transit to the vendor's account): no member sees it. */
export const vendorSettleKind = 'vendor_transfer';
export const vendorHoldingOf = (vendor: string) => `HOUSE:VENDOR:${vendor}`;

/**
 * The ledger keys of a transfer's legs: the member's transaction id, as every wallet transfer's entry was keyed
 * before the vendors kept their own wallets (an id used then cannot start another transfer now), and its last leg
 * by the outcome.
 */
export const transferEntryKey = (row: Pick<VendorTransferRow, 'memberId' | 'transactionId'>, leg?: string) =>
  `wallet:${row.memberId}:${row.transactionId}${leg ? `:${leg}` : ''}`;

/**
 * Starts a transfer in one transaction: its pending row and, into a vendor, the debit of the main wallet under the
 * exit rule (the main wallet's row lock is held until commit: a burst moves only what the balance covers). Null
 * when the member's transaction id is taken: the caller answers that transfer.
 */
export async function startTransfer(db: Database, row: NewVendorTransfer): Promise<VendorTransferRow | null> {
  return db.transaction(async (tx) => {
    const started = await insertPending(tx, row);
    if (!started || started.direction === 'out') return started;
    const main = await mainAccountOf(tx, started.memberId);
    const transit = await transitOf(tx, started);
    const entry = await postEntryInTransaction(tx, {
      siteId: started.siteId,
      kind: 'wallet_transfer',
      idempotencyKey: transferEntryKey(started),
      legs: [
        { accountId: main, amount: -started.amount },
        { accountId: transit, amount: started.amount },
      ],
      memo: { from: mainWallet, to: started.vendorCode, transfer: String(started.id) },
    });
    const balanceAfter = entry.balances.get(main) ?? 0n;
    await assertMoneyMayLeave(tx, started.memberId, {
      to: 'vendor',
      amount: started.amount,
      balanceAfter,
      at: started.createdAt,
    });
    return started;
  });
}

export interface Outcome {
  status: 'done' | 'refused';
  /** The vendor's reason, or REJECTED (it refused the request itself). */
  reason: string | null;
  vendorBalance: bigint | null;
}

/** Decides a pending transfer once (its row locked): the money's last leg, and its state. Answers the row as left. */
export async function finishTransfer(db: Database, id: bigint, outcome: Outcome, at: Date): Promise<VendorTransferRow> {
  return db.transaction(async (tx) => {
    const row = await lockTransfer(tx, id);
    if (!row) throw new Error(`vendor transfer ${id} vanished`);
    if (row.status !== 'pending') return row;
    const legs = await lastLegs(tx, row, outcome.status);
    if (legs) {
      const back = row.direction === 'out' || outcome.status === 'refused';
      await postEntryInTransaction(tx, {
        siteId: row.siteId,
        kind: back ? 'wallet_transfer' : vendorSettleKind,
        idempotencyKey: transferEntryKey(row, outcome.status),
        legs,
        memo: back
          ? { from: row.vendorCode, to: mainWallet, transfer: String(row.id), returned: row.direction === 'in' }
          : { vendor: row.vendorCode, transfer: String(row.id) },
      });
    }
    await markFinished(tx, row.id, { ...outcome, at });
    return { ...row, ...outcome, finishedAt: at };
  });
}

/** The legs that end a transfer: none for a refused transfer out (nothing had moved). */
async function lastLegs(tx: Executor, row: VendorTransferRow, status: Outcome['status']): Promise<Leg[] | null> {
  if (row.direction === 'out' && status === 'refused') return null;
  const [from, to] =
    row.direction === 'out'
      ? [await holdingOf(tx, row), await mainAccountOf(tx, row.memberId)]
      : [
          await transitOf(tx, row),
          status === 'done' ? await holdingOf(tx, row) : await mainAccountOf(tx, row.memberId),
        ];
  return [
    { accountId: from, amount: -row.amount },
    { accountId: to, amount: row.amount },
  ];
}

const transitOf = (tx: Executor, row: VendorTransferRow) =>
  walletAccountOf(tx, { siteId: row.siteId, memberId: row.memberId, wallet: row.vendorCode, currency: row.currency });

const holdingOf = (tx: Executor, row: VendorTransferRow) =>
  houseAccount(tx, row.siteId, vendorHoldingOf(row.vendorCode), row.currency);
