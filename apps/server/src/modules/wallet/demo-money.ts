import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { demoCredited } from './demo-money.repository.js';

/**
 * Demo money (issue 10, finding 14): the demo sites' instant channel credits money nobody paid, so
 * it may be played with but must never leave the portal, to a bank or (to be withdrawn there) to
 * another member. The rule: money leaving a main wallet may not take it below everything the demo
 * channel ever credited to the member. Losses so count against real money first, and the most that
 * can ever leave is the real deposits plus the member's net winnings: no demo money, however it was
 * moved around inside the wallets. A dedicated demo wallet would be finer-grained, but needs a
 * ledger change; this rule needs none.
 */
export function withdrawableOf(balance: bigint, demoMoney: bigint): bigint {
  return balance > demoMoney ? balance - demoMoney : 0n;
}

/** What the withdraw page shows: the demo money and what may leave now. */
export async function demoMoneyView(db: Database, memberId: bigint, balance: bigint) {
  const demoMoney = await demoCredited(db, memberId);
  return { demoMoney: String(demoMoney), withdrawable: String(withdrawableOf(balance, demoMoney)) };
}

/**
 * Refuses money leaving when the wallet's balance after it no longer covers the demo money. Part of
 * the exit rule (`money-exit.ts`), called right after posting under the wallet's row lock.
 */
export async function assertDemoMoneyStays(tx: Executor, memberId: bigint, balanceAfter: bigint, amount: bigint) {
  const demoMoney = await demoCredited(tx, memberId);
  if (balanceAfter >= demoMoney) return;
  throw new AppError('DEMO_MONEY_NOT_WITHDRAWABLE', {
    field: 'amount',
    params: { withdrawable: String(withdrawableOf(balanceAfter + amount, demoMoney)) },
  });
}
