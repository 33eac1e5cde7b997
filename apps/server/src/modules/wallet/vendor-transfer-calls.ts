import type { BookTransferRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { TransferAnswer, TransferWallet } from '../provider/vendors/game-vendor.js';
import { finishTransfer } from './vendor-transfer-legs.js';
import { countAttempt, type VendorTransferRow } from './vendor-transfers.repository.js';

/** A pending transfer, where it goes: its vendor's transfer wallet, and the site's merchant code the vendor knows. */
export interface TransferTarget {
  row: VendorTransferRow;
  siteCode: string;
  wallet: TransferWallet;
}

/** How long the job leaves a transfer alone after its first call began: longer than that call may take. */
export const firstCallGraceMs = 15_000;
const retryBaseMs = 5_000;
const retryMaxMs = 5 * 60_000;

/** When the job asks again after `attempts` calls without an answer: 5 s, doubling, at most 5 min. */
export function nextAttemptAt(now: number, attempts: number): Date {
  const wait = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return new Date(now + wait);
}

/** The call as the vendor takes it: the player is the member's id, the studio the vendor's code. */
export function transferRequestOf({ row, siteCode }: TransferTarget): BookTransferRequest {
  return {
    key: row.transferKey,
    playerId: String(row.memberId),
    siteCode,
    currency: row.currency,
    studio: row.vendorCode,
    direction: row.direction,
    amount: String(row.amount),
  };
}

/** Finishes the transfer by a sure answer; a lost one leaves it pending for the job (answers the row as it is). */
async function settleBy(db: Database, target: TransferTarget, answer: TransferAnswer, clock: Clock) {
  const at = new Date(clock());
  if (answer.kind === 'lost') return target.row;
  if (answer.kind === 'rejected') {
    return finishTransfer(db, target.row.id, { status: 'refused', reason: 'REJECTED', vendorBalance: null }, at);
  }
  const { status, reason, balance } = answer.transfer;
  return finishTransfer(db, target.row.id, { status, reason, vendorBalance: BigInt(balance) }, at);
}

/** Sends the transfer under its key, the first time; the job leaves it alone while the call may still answer. */
export async function sendTransfer(db: Database, target: TransferTarget, clock: Clock): Promise<VendorTransferRow> {
  const later = Math.max(nextAttemptAt(clock(), target.row.attempts + 1).getTime(), clock() + firstCallGraceMs);
  await countAttempt(db, target.row.id, new Date(later));
  return settleBy(db, target, await target.wallet.transfer(transferRequestOf(target)), clock);
}

/**
 * Finishes a pending transfer whose answer was lost: asks the vendor what became of its key and finishes it so;
 * a key the vendor never received is sent again under the same key (the vendor moves it once, whoever sent it
 * first). No answer leaves it pending, asked again later. Never guessed.
 */
export async function resolveTransfer(db: Database, target: TransferTarget, clock: Clock): Promise<VendorTransferRow> {
  await countAttempt(db, target.row.id, nextAttemptAt(clock(), target.row.attempts + 1));
  const known = await target.wallet.transferStatus(target.row.transferKey);
  if (known.kind === 'lost') return target.row;
  const { status } = known;
  if (status.status === 'unknown') {
    return settleBy(db, target, await target.wallet.transfer(transferRequestOf(target)), clock);
  }
  // The key decided another movement than this one (used first with another body): this one never moved.
  const { row } = target;
  const same = status.direction === row.direction && status.amount === String(row.amount);
  const transfer = same ? status : { ...status, status: 'refused' as const, reason: 'KEY_REUSED' as const };
  return settleBy(db, target, { kind: 'answered', transfer }, clock);
}
