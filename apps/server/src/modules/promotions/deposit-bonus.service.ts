import { contractAmount } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import * as memberFacts from './promotion-facts.repository.js';
import * as grantRows from './promotion-grant.repository.js';

/**
 * A credited deposit makes the bonus of each deposit promotion the member joined claimable, in the
 * transaction that credits it: a first-deposit match only for the member's first real deposit, a
 * reload for any other; the deposit must lie in the promotion's range. The bonus is the promotion's
 * percent of the deposit, floored to the minor unit, at most its cap. Demo money (issue 22) qualifies
 * for nothing: a demo channel's deposit is no deposit here.
 */
export async function onDepositCredited(
  tx: Executor,
  deposit: { id: bigint; memberId: bigint; amount: bigint; demo: boolean },
  at: Date,
): Promise<void> {
  if (deposit.demo) return;
  const grants = await grantRows.signedDepositGrants(tx, deposit.memberId);
  if (grants.length === 0) return;
  const first = await memberFacts.isFirstDeposit(tx, deposit.memberId, deposit.id);
  for (const grant of grants) {
    const { rules } = grant;
    if ((grant.kind === 'first_deposit') !== first) continue;
    if (rules.minDeposit && deposit.amount < BigInt(rules.minDeposit)) continue;
    if (rules.maxDeposit && deposit.amount > BigInt(rules.maxDeposit)) continue;
    const matched = contractAmount(deposit.amount, rules.percent ?? 0);
    const bonus = rules.cap && matched > BigInt(rules.cap) ? BigInt(rules.cap) : matched;
    if (bonus <= 0n) continue;
    await grantRows.updateGrant(tx, BigInt(grant.id), {
      state: 'claim',
      at,
      bonus,
      deposit: { id: deposit.id, amount: deposit.amount },
    });
  }
}
