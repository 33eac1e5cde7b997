import { createHash } from 'node:crypto';
import type { WithdrawalRecord, WithdrawRequest, WithdrawRules } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, mainAccountOf, mainBalance, postEntry } from '../ledger/ledger.service.js';
import { findActiveBankAccount, maskAccountNumber } from '../security/bank-account.service.js';
import { type PaymentPasswordDeps, verifyPaymentPassword } from '../security/payment-password.service.js';
import { dailyWithdrawalsOf } from '../vip/vip.service.js';
import { demoMoneyView } from '../wallet/demo-money.js';
import { assertMoneyMayLeave } from '../wallet/money-exit.js';
import { amountOf } from '../wallet/wallet.service.js';
import * as repository from './withdraw.repository.js';

/** Held withdrawals wait here between the member's request and the operator's decision. */
export const withdrawalHold = 'HOUSE:WITHDRAW_HOLD';

/** A paid withdrawal past its deadline reads as received even before the job has written it. */
export function withdrawalView(row: repository.WithdrawalListRow): WithdrawalRecord {
  const { withdrawal } = row;
  const overdue =
    withdrawal.status === 'paid' &&
    withdrawal.confirmation === null &&
    withdrawal.confirmDeadline !== null &&
    withdrawal.confirmDeadline.getTime() <= Date.now();
  return {
    id: String(withdrawal.id),
    amount: String(withdrawal.amount),
    bankName: row.bank.bankName,
    accountNumberMasked: maskAccountNumber(row.bank.accountNumber),
    status: withdrawal.status,
    rejectReason: withdrawal.rejectReason,
    createdAt: withdrawal.createdAt.toISOString(),
    paidAt: withdrawal.status === 'paid' ? (withdrawal.decidedAt?.toISOString() ?? null) : null,
    confirmDeadline: withdrawal.confirmDeadline?.toISOString() ?? null,
    confirmation: overdue ? 'auto' : (withdrawal.confirmation as WithdrawalRecord['confirmation']),
    receivedAmount: withdrawal.receivedAmount === null ? null : String(withdrawal.receivedAmount),
    remark: withdrawal.remark,
    proofCount: row.proofCount,
  };
}

export async function withdrawRules(db: Database, site: Site, memberId: bigint): Promise<WithdrawRules> {
  const { minAmount, maxAmount, autoConfirmMinutes } = site.withdraw;
  const dailyCount = await dailyWithdrawalsOf(db, site, memberId);
  const balance = await mainBalance(db, memberId);
  return {
    minAmount: String(minAmount),
    maxAmount: String(maxAmount),
    dailyCount,
    usedToday: await repository.countToday(db, memberId, site.brand.timeZone),
    autoConfirmMinutes,
    ...(await demoMoneyView(db, memberId, balance)),
  };
}

/**
 * A withdrawal request: payment password first (counted), then in one transaction under the
 * member's row lock the key, the daily count and the hold (main wallet -> hold account) and the
 * request row. The same key answers the same withdrawal; it is never cancelled by the member. The
 * exit rule (open turnover, demo money) is applied after posting, so a refusal rolls the hold back.
 */
export async function requestWithdrawal(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  body: WithdrawRequest,
  key: string,
): Promise<repository.WithdrawalRow> {
  const { db } = deps;
  const amount = amountOf(site, body.amount);
  const { minAmount, maxAmount } = site.withdraw;
  if (amount < minAmount || amount > maxAmount) {
    throw new AppError('AMOUNT_INVALID', {
      field: 'amount',
      params: { problem: 'outside_limits', min: String(minAmount), max: String(maxAmount) },
    });
  }
  const account = await findActiveBankAccount(db, memberId, BigInt(body.bankAccountId));
  if (!account) throw new AppError('NOT_FOUND', { field: 'bankAccountId' });
  await verifyPaymentPassword(deps, site, memberId, body.paymentPassword);
  const requestHash = createHash('sha256').update(`${account.id}|${amount}`).digest('base64url');
  return db.transaction(async (tx) => {
    await repository.lockMember(tx, memberId);
    const earlier = await repository.findWithdrawalByKey(tx, memberId, key);
    if (earlier) {
      if (earlier.requestHash !== requestHash)
        throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'header.idempotency-key' });
      return earlier;
    }
    // The VIP level's count when it sets one, read under the lock that counts today's requests.
    const dailyCount = await dailyWithdrawalsOf(tx, site, memberId);
    if ((await repository.countToday(tx, memberId, site.brand.timeZone)) >= dailyCount) {
      throw new AppError('WITHDRAW_DAILY_LIMIT', { params: { count: dailyCount } });
    }
    const hold = await houseAccount(tx, site.id, withdrawalHold, site.brand.currency.code);
    const main = await mainAccountOf(tx, memberId);
    const posted = await postEntry(tx, {
      siteId: site.id,
      kind: 'withdraw_hold',
      idempotencyKey: `withdraw:${memberId}:${key}`,
      legs: [
        { accountId: main, amount: -amount },
        { accountId: hold, amount },
      ],
      memo: { bank: account.bankName },
    });
    const balanceAfter = posted.balances.get(main) ?? 0n;
    await assertMoneyMayLeave(tx, memberId, { to: 'withdrawal', amount, balanceAfter, at: new Date() });
    return repository.insertWithdrawal(tx, {
      siteId: site.id,
      memberId,
      bankAccountId: account.id,
      amount,
      idempotencyKey: key,
      requestHash,
      holdEntryId: posted.entryId,
    });
  });
}

/** Every 30 s: paid withdrawals past their confirmation time are written as received. */
export const autoConfirmJob = {
  name: 'withdrawals.auto-confirm',
  everyMs: 30_000,
  run: (tx: Executor) => repository.confirmOverdue(tx),
};
