import type { Executor } from '../../db/executor.js';
import { assertTurnoverMet } from '../promotions/turnover.service.js';
import { assertDemoMoneyStays } from './demo-money.js';

/**
 * Where money leaving a member's main wallet goes: to a bank (a withdrawal), to another member (the
 * upline or a downline), or into a vendor's wallet, out of the site's keeping.
 */
export type MoneyExit = 'withdrawal' | 'member' | 'vendor';

/**
 * May this money leave the member now? The one rule every exit applies (issue 22), inside the
 * movement's transaction right after posting it: the main wallet's row lock is held until commit, so no
 * bonus claim, bet or credit slips in between, and a refusal rolls the movement back.
 *
 * 1. **Bonus money is bound to its turnover:** while any claimed bonus is not played through, nothing
 *    leaves by any exit (409 `TURNOVER_REQUIRED` on `body.amount`, `params.remaining` in minor units).
 *    So ten sign-ups' welcome credits cannot be gathered at an agent, and a bonus parked in a vendor
 *    wallet cannot be taken out of the turnover's reach.
 * 2. **Demo money stays in the portal:** a withdrawal or a transfer to another member may not take the
 *    main wallet below what demo channels credited (400 `DEMO_MONEY_NOT_WITHDRAWABLE`). A vendor wallet
 *    is the member's own and pays back only into the main wallet, where this rule holds, so demo money
 *    may be played there.
 */
export async function assertMoneyMayLeave(
  tx: Executor,
  memberId: bigint,
  exit: { to: MoneyExit; amount: bigint; balanceAfter: bigint; at: Date },
): Promise<void> {
  await assertTurnoverMet(tx, memberId, exit.at);
  if (exit.to !== 'vendor') await assertDemoMoneyStays(tx, memberId, exit.balanceAfter, exit.amount);
}
