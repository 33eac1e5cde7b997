import { createHash } from 'node:crypto';
import { type DepositRecord, type Language, type PaymentChannel, parseAmount } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import type { Principal } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { type TextPicker, textPicker } from '../../platform/translated.js';
import { houseAccount, mainAccountOf, postEntry } from '../ledger/ledger.service.js';
import { sendMoneyMessage } from '../messages/messages.service.js';
import { recordAudit } from '../operator/operator.service.js';
import { onDepositCredited } from '../promotions/deposit-bonus.service.js';
import { holdToLimits } from '../protection/limits.service.js';
import * as repository from './deposit.repository.js';

export const cashierClearing = 'HOUSE:CASHIER';

/** A channel in the reader's language: its name (the operator's label when it has no translation) and note. */
export function channelView(row: repository.ChannelRow, pick: TextPicker): PaymentChannel {
  return {
    id: String(row.id),
    code: row.code,
    kind: row.kind,
    name: pick(row.names, row.name),
    minAmount: String(row.minAmount),
    maxAmount: String(row.maxAmount),
    instructions: row.instructions,
    note: pick(row.notes) || null,
  };
}

/** A deposit as its member reads it; `number` is the member's own count (repository.memberNumberOf). */
export function depositView(row: repository.DepositRow, channel: string, number: number): DepositRecord {
  return {
    id: String(row.id),
    number,
    channel,
    amount: String(row.amount),
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The credit itself, in the caller's transaction holding the deposit's lock: one entry keyed by the deposit
 * moves the amount from the cashier clearing account to the member's main wallet, and the deposit is
 * marked credited with it. Both are dated now, or at `at` for a deposit of the past (the demo seed's history),
 * so that the ledger and the deposit records date it alike.
 */
export async function postDepositCredit(
  tx: Executor,
  site: { id: number; currency: string },
  deposit: repository.DepositRow,
  decision: { operatorId: bigint | null; at?: Date },
) {
  const clearing = await houseAccount(tx, site.id, cashierClearing, site.currency);
  const wallet = await mainAccountOf(tx, deposit.memberId);
  const posted = await postEntry(tx, {
    siteId: site.id,
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.id}`,
    legs: [
      { accountId: clearing, amount: -deposit.amount },
      { accountId: wallet, amount: deposit.amount },
    ],
    memo: { deposit: String(deposit.id) },
    ...(decision.at ? { at: decision.at } : {}),
  });
  return repository.markCredited(tx, deposit.id, posted.entryId, decision.operatorId, decision.at ?? new Date());
}

/**
 * Credits a pending deposit: the row is locked, then one ledger entry (keyed by the deposit, in the
 * same transaction, with the member's message and the operator's audit row) moves the amount from
 * the cashier clearing account to the member's main wallet.
 * Credited twice is credited once; a rejected deposit is never credited.
 */
export async function creditDeposit(db: Database, site: Site, depositId: bigint, operatorId: bigint | null) {
  return db.transaction(async (tx) => {
    const deposit = await repository.lockDeposit(tx, site.id, depositId);
    if (!deposit) throw new AppError('NOT_FOUND', { field: 'id' });
    if (deposit.status === 'credited') return deposit;
    if (deposit.status === 'rejected')
      throw new AppError('CONFLICT', { field: 'id', message: 'the deposit was rejected' });
    const credited = await postDepositCredit(tx, { id: site.id, currency: site.brand.currency.code }, deposit, {
      operatorId,
    });
    // The deposit promotions the member joined take it into account in the same transaction.
    await onDepositCredited(tx, deposit, credited.decidedAt ?? new Date());
    await sendMoneyMessage(tx, site, deposit.memberId, 'deposit_credited', { amount: deposit.amount });
    if (operatorId !== null) {
      await recordAudit(tx, {
        operatorId,
        siteId: site.id,
        action: 'deposit.approve',
        subject: `deposit:${deposit.id}`,
        details: { amount: String(deposit.amount) },
      });
    }
    return credited;
  });
}

/** Rejects a pending deposit (nothing moves); a credited one can no longer be rejected. */
export async function rejectDeposit(db: Database, site: Site, depositId: bigint, operatorId: bigint, reason: string) {
  return db.transaction(async (tx) => {
    const deposit = await repository.lockDeposit(tx, site.id, depositId);
    if (!deposit) throw new AppError('NOT_FOUND', { field: 'id' });
    if (deposit.status === 'rejected') return deposit;
    if (deposit.status === 'credited')
      throw new AppError('CONFLICT', { field: 'id', message: 'the deposit was credited' });
    const rejected = await repository.markRejected(tx, deposit.id, operatorId, reason);
    await sendMoneyMessage(tx, site, deposit.memberId, 'deposit_failed', { amount: deposit.amount, reason });
    await recordAudit(tx, {
      operatorId,
      siteId: site.id,
      action: 'deposit.reject',
      subject: `deposit:${deposit.id}`,
      details: { reason },
    });
    return rejected;
  });
}

/**
 * A deposit request: amount read exactly and held to the channel's limits and the member's own; the same key answers
 * the same.
 */
export async function requestDeposit(
  db: Database,
  site: Site,
  principal: Principal,
  body: { channelId: string; amount: string },
  key: string,
  language: Language,
  now: Date,
): Promise<DepositRecord> {
  const channel = await repository.findChannel(db, site.id, BigInt(body.channelId));
  if (!channel) throw new AppError('NOT_FOUND', { field: 'channelId' });
  const parsed = parseAmount(body.amount, site.brand.currency.decimals);
  if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { field: 'amount', params: { problem: parsed.problem } });
  if (parsed.minor < channel.minAmount || parsed.minor > channel.maxAmount) {
    throw new AppError('AMOUNT_INVALID', {
      field: 'amount',
      params: { problem: 'outside_limits', min: String(channel.minAmount), max: String(channel.maxAmount) },
    });
  }
  const requestHash = createHash('sha256').update(`${channel.id}|${parsed.minor}`).digest('base64url');
  let deposit = await db.transaction(async (tx) => {
    const again = await repository.findDepositByKey(tx, principal.memberId, key);
    if (again) return again;
    // The member's deposit limits decide it here, their rows locked to the commit: a burst counts one at a time.
    await holdToLimits(tx, principal.memberId, 'deposit', parsed.minor, now);
    const row = { siteId: site.id, memberId: principal.memberId, channelId: channel.id, amount: parsed.minor };
    return (
      (await repository.insertDeposit(tx, { ...row, idempotencyKey: key, requestHash, createdAt: now })) ??
      (await repository.findDepositByKey(tx, principal.memberId, key))
    );
  });
  if (!deposit) throw new Error('deposit vanished after its key conflicted');
  if (deposit.requestHash !== requestHash)
    throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'header.idempotency-key' });
  // The demo channel pays at once; a bank transfer waits for an operator to see the money arrive.
  if (channel.kind === 'instant_demo' && deposit.status === 'pending')
    deposit = await creditDeposit(db, site, deposit.id, null);
  const number = await repository.memberNumberOf(db, deposit.id);
  return depositView(deposit, textPicker(site, language)(channel.names, channel.name), number);
}
