import type { MemberTransferResult } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { mainAccountOf, postEntry } from '../ledger/ledger.service.js';
import { type PaymentPasswordDeps, verifyPaymentPassword } from '../security/payment-password.service.js';
import { type Counterparty, downlineOf, uplineOf } from './member-transfer.repository.js';
import { assertMoneyMayLeave } from './money-exit.js';
import { amountOf } from './wallet.service.js';

interface TransferBody {
  amount: string;
  paymentPassword: string;
  remark?: string | undefined;
}

/**
 * One member pays another from main wallet to main wallet, after the payment password. The key is
 * scoped to the payer, so a retried request moves the money once. The exit rule holds as for a
 * withdrawal (else a member would hand bonus or demo money to an upline who withdraws it): an open
 * turnover or demo money refuses it, checked under the posting's locks.
 */
async function payMember(
  deps: PaymentPasswordDeps,
  site: Site,
  payer: bigint,
  payee: Counterparty,
  body: TransferBody,
  key: string,
): Promise<MemberTransferResult> {
  const { db } = deps;
  const amount = amountOf(site, body.amount);
  await verifyPaymentPassword(deps, site, payer, body.paymentPassword);
  const [from, to] = await Promise.all([mainAccountOf(db, payer), mainAccountOf(db, payee.id)]);
  const posted = await db.transaction(async (tx) => {
    const entry = await postEntry(tx, {
      siteId: site.id,
      kind: 'member_transfer',
      idempotencyKey: `member:${payer}:${key}`,
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      memo: { from: String(payer), to: String(payee.id), counterparty: payee.username, remark: body.remark ?? null },
    });
    const balanceAfter = entry.balances.get(from) ?? 0n;
    if (!entry.replayed) await assertMoneyMayLeave(tx, payer, { to: 'member', amount, balanceAfter, at: new Date() });
    return entry;
  });
  return {
    transferId: String(posted.entryId),
    counterparty: payee.username,
    amount: String(amount),
    balance: String(posted.balances.get(from)),
  };
}

/** transferUpline: to the agent the member sits under. */
export async function transferToUpline(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  body: TransferBody,
  key: string,
) {
  const upline = await uplineOf(deps.db, site.id, memberId);
  if (!upline) throw new AppError('NO_UPLINE');
  return payMember(deps, site, memberId, upline, body, key);
}

/** An agent pays a member of its own team; anyone else is "not found", whoever it is. */
export async function transferToDownline(
  deps: PaymentPasswordDeps,
  site: Site,
  agentId: bigint,
  body: TransferBody & { downline: string },
  key: string,
) {
  const downline = await downlineOf(deps.db, site.id, agentId, body.downline);
  if (!downline) throw new AppError('NOT_FOUND', { field: 'downline' });
  return payMember(deps, site, agentId, downline, body, key);
}

/** The name of the agent a member sits under (transferUpline names it before the member pays); null when none. */
export async function uplineName(db: Database, siteId: number, memberId: bigint): Promise<string | null> {
  return (await uplineOf(db, siteId, memberId))?.username ?? null;
}
