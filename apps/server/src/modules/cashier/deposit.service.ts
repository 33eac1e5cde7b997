import { createHash } from 'node:crypto';
import { type DepositRecord, type PaymentChannel, parseAmount } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { paymentChannels } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Principal } from '../identity/auth.js';
import { houseAccount } from '../ledger/ledger.repository.js';
import { postEntry } from '../ledger/ledger.service.js';
import type { Site } from '../site/site.types.js';
import * as repository from './deposit.repository.js';

export const cashierClearing = 'HOUSE:CASHIER';

export function channelView(row: typeof paymentChannels.$inferSelect): PaymentChannel {
  return {
    id: String(row.id),
    code: row.code,
    kind: row.kind as PaymentChannel['kind'],
    name: row.name,
    minAmount: String(row.minAmount),
    maxAmount: String(row.maxAmount),
    instructions: row.instructions,
  };
}

export function depositView(row: repository.DepositRow, channel: string): DepositRecord {
  return {
    id: String(row.id),
    channel,
    amount: String(row.amount),
    status: row.status as DepositRecord['status'],
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Credits a deposit: one ledger entry from the cashier clearing account to the member's main wallet,
 * keyed by the deposit, so running it again (a retry, a crash before the status was written) moves
 * the money once.
 */
export async function creditDeposit(
  db: Database,
  site: Site,
  deposit: repository.DepositRow,
  operatorId: bigint | null,
) {
  const clearing = await houseAccount(db, site.id, cashierClearing, site.brand.currency.code);
  const wallet = await repository.mainAccountOf(db, deposit.memberId);
  const posted = await postEntry(db, {
    siteId: site.id,
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.id}`,
    legs: [
      { accountId: clearing, amount: -deposit.amount },
      { accountId: wallet, amount: deposit.amount },
    ],
    memo: { deposit: String(deposit.id) },
  });
  return repository.markCredited(db, deposit.id, posted.entryId, operatorId);
}

/** A deposit request: amount read exactly and held to the channel's limits; the same key answers the same. */
export async function requestDeposit(
  db: Database,
  site: Site,
  principal: Principal,
  body: { channelId: string; amount: string },
  key: string,
): Promise<DepositRecord> {
  const channel = await repository.findChannel(db, site.id, BigInt(body.channelId));
  if (!channel) throw new AppError('NOT_FOUND', { field: 'body.channelId' });
  const parsed = parseAmount(body.amount, site.brand.currency.decimals);
  if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { field: 'body.amount', params: { problem: parsed.problem } });
  if (parsed.minor < channel.minAmount || parsed.minor > channel.maxAmount) {
    throw new AppError('AMOUNT_INVALID', {
      field: 'body.amount',
      params: { problem: 'outside_limits', min: String(channel.minAmount), max: String(channel.maxAmount) },
    });
  }
  const requestHash = createHash('sha256').update(`${channel.id}|${parsed.minor}`).digest('base64url');
  let deposit =
    (await repository.insertDeposit(db, {
      siteId: site.id,
      memberId: principal.memberId,
      channelId: channel.id,
      amount: parsed.minor,
      idempotencyKey: key,
      requestHash,
    })) ?? (await repository.findDepositByKey(db, principal.memberId, key));
  if (!deposit) throw new Error('deposit vanished after its key conflicted');
  if (deposit.requestHash !== requestHash)
    throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'header.idempotency-key' });
  // The demo channel pays at once; a bank transfer waits for an operator to see the money arrive.
  if (channel.kind === 'instant_demo' && deposit.status === 'pending')
    deposit = await creditDeposit(db, site, deposit, null);
  return depositView(deposit, channel.name);
}
