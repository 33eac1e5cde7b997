import type { TurnoverRule } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './promotion.repository.js';

/** What a claimed grant must be played through: its multiple of the bonus, or of the bonus and the deposit. */
export function turnoverRequired(rule: TurnoverRule, bonus: bigint, deposit: bigint | null): bigint {
  const base = rule.base === 'bonus_deposit' ? bonus + (deposit ?? 0n) : bonus;
  return base * BigInt(rule.multiple);
}

/**
 * What is still to be played through over the member's open grants (each counts the valid bets since
 * its own claim); grants found complete are closed on the way.
 */
export async function remainingTurnover(tx: Executor, memberId: bigint, at: Date): Promise<bigint> {
  let remaining = 0n;
  for (const grant of await repo.openTurnovers(tx, memberId)) {
    const done = await repo.turnoverDone(tx, memberId, grant.turnover_from!, grant.turnover.weights);
    const left = BigInt(grant.turnover_required ?? 0) - done;
    if (left > 0n) remaining += left;
    else await repo.updateGrant(tx, BigInt(grant.id), { state: 'done', at });
  }
  return remaining;
}

/** A withdrawal waits until every open turnover is met (issue 13): the refusal names what is left. */
export async function assertTurnoverMet(tx: Executor, memberId: bigint, at: Date): Promise<void> {
  const remaining = await remainingTurnover(tx, memberId, at);
  if (remaining > 0n) {
    throw new AppError('TURNOVER_REQUIRED', {
      field: 'amount',
      params: { remaining: String(remaining) },
      message: `amount: ${remaining} (minor units) of valid bets are still to be played before a withdrawal`,
    });
  }
}
