import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, mainAccountOf, postEntry } from '../ledger/ledger.service.js';
import { sendMoneyMessage } from '../messages/messages.service.js';
import { recordAudit } from '../operator/operator.service.js';
import { cashierClearing } from './deposit.service.js';
import * as repository from './withdraw.repository.js';
import { withdrawalHold } from './withdraw.service.js';

type Decision = { kind: 'pay' } | { kind: 'reject'; reason: string };

/**
 * An operator's decision on a pending withdrawal, in one transaction with the row locked: paid moves
 * the held amount on to the cashier and starts the member's confirmation time; rejected moves it
 * back to the main wallet. The member's message and the audit row are written in the same
 * transaction. Deciding the same way twice answers the first decision; the other way is a conflict.
 */
export async function decideWithdrawal(
  db: Database,
  site: Site,
  withdrawalId: bigint,
  operatorId: bigint,
  decision: Decision,
) {
  return db.transaction(async (tx) => {
    const withdrawal = await repository.lockWithdrawal(tx, site.id, withdrawalId);
    if (!withdrawal) throw new AppError('NOT_FOUND', { field: 'id' });
    const wanted = decision.kind === 'pay' ? 'paid' : 'rejected';
    if (withdrawal.status === wanted) return withdrawal;
    if (withdrawal.status !== 'pending') {
      throw new AppError('CONFLICT', { field: 'id', message: `the withdrawal was ${withdrawal.status}` });
    }
    const hold = await houseAccount(tx, site.id, withdrawalHold, site.brand.currency.code);
    const destination =
      decision.kind === 'pay'
        ? await houseAccount(tx, site.id, cashierClearing, site.brand.currency.code)
        : await mainAccountOf(tx, withdrawal.memberId);
    const posted = await postEntry(tx, {
      siteId: site.id,
      kind: decision.kind === 'pay' ? 'withdraw_paid' : 'withdraw_release',
      idempotencyKey: `withdrawal:${withdrawal.id}:${wanted}`,
      legs: [
        { accountId: hold, amount: -withdrawal.amount },
        { accountId: destination, amount: withdrawal.amount },
      ],
      memo: { withdrawal: String(withdrawal.id) },
    });
    const deadline = new Date(Date.now() + site.withdraw.autoConfirmMinutes * 60_000);
    const decided = await repository.updateWithdrawal(tx, withdrawal.id, {
      status: wanted,
      settleEntryId: posted.entryId,
      decidedBy: operatorId,
      decidedAt: new Date(),
      ...(decision.kind === 'pay' ? { confirmDeadline: deadline } : { rejectReason: decision.reason }),
    });
    await sendMoneyMessage(
      tx,
      site,
      withdrawal.memberId,
      decision.kind === 'pay' ? 'withdrawal_approved' : 'withdrawal_rejected',
      { amount: withdrawal.amount, reason: decision.kind === 'reject' ? decision.reason : '' },
    );
    await recordAudit(tx, {
      operatorId,
      siteId: site.id,
      action: decision.kind === 'pay' ? 'withdrawal.pay' : 'withdrawal.reject',
      subject: `withdrawal:${withdrawal.id}`,
      details: {
        amount: String(withdrawal.amount),
        ...(decision.kind === 'reject' ? { reason: decision.reason } : {}),
      },
    });
    return decided;
  });
}
