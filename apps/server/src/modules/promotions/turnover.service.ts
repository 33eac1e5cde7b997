import type { TurnoverRule } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import * as memberFacts from './promotion-facts.repository.js';
import * as grantRows from './promotion-grant.repository.js';

/** What a claimed grant must be played through: its multiple of the bonus, or of the bonus and the deposit. */
export function turnoverRequired(rule: TurnoverRule, bonus: bigint, deposit: bigint | null): bigint {
  const base = rule.base === 'bonus_deposit' ? bonus + (deposit ?? 0n) : bonus;
  return base * BigInt(rule.multiple);
}

export interface TurnoverProgress {
  state: grantRows.GrantRow['state'];
  required: bigint;
  /** Counted so far, at most `required`. */
  done: bigint;
  /** When an open grant's requirement was met (it is closed on the next check), or null. */
  metAt: string | null;
}

/**
 * The member's turnovers in one walk: **each valid bet counts once**, to the oldest open bonus first (by
 * claim). A bonus's window starts at its claim and after the moment the one before it was met or given up;
 * while one is open, the bonuses claimed after it wait with nothing counted.
 */
export async function turnoverQueue(db: Executor, memberId: bigint): Promise<Map<string, TurnoverProgress>> {
  const progress = new Map<string, TurnoverProgress>();
  let after: string | null = null;
  let waiting = false;
  const later = (moment: string) => (after === null || new Date(moment) > new Date(after) ? moment : after);
  for (const grant of await grantRows.turnoverGrants(db, memberId)) {
    const required = BigInt(grant.turnover_required ?? 0);
    if (grant.state === 'forfeited' || grant.state === 'cancelled') {
      // Given up: what it counted is gone with it, and later bonuses count from its end.
      if (!waiting) after = later(grant.updated_at.toISOString());
      progress.set(grant.id, { state: grant.state, required, done: 0n, metAt: null });
      continue;
    }
    if (waiting) {
      progress.set(grant.id, { state: grant.state, required, done: 0n, metAt: null });
      continue;
    }
    const window = await memberFacts.turnoverWindow(db, memberId, {
      from: grant.turnover_from!,
      after,
      weights: grant.turnover.weights,
      required,
    });
    const metAt = required <= 0n ? grant.turnover_from!.toISOString() : window.metAt;
    // A bonus closed as met stays met (a round voided since does not reopen it).
    const met = metAt ?? (grant.state === 'done' ? grant.updated_at.toISOString() : null);
    progress.set(grant.id, { state: grant.state, required, done: met ? required : window.done, metAt: met });
    if (met) after = later(met);
    else waiting = true;
  }
  return progress;
}

/** What is still to be played through over the member's open bonuses; those found met are closed on the way. */
export async function remainingTurnover(tx: Executor, memberId: bigint, at: Date): Promise<bigint> {
  let remaining = 0n;
  for (const [id, grant] of await turnoverQueue(tx, memberId)) {
    if (grant.state !== 'process') continue;
    if (grant.metAt) await grantRows.updateGrant(tx, BigInt(id), { state: 'done', at });
    else remaining += grant.required - grant.done;
  }
  return remaining;
}

/**
 * Money leaves a member only when every open turnover is met (issues 13, 22; applied by every exit
 * through `cashier/money-exit.ts`): the refusal names what is left.
 */
export async function assertTurnoverMet(tx: Executor, memberId: bigint, at: Date): Promise<void> {
  const remaining = await remainingTurnover(tx, memberId, at);
  if (remaining > 0n) {
    throw new AppError('TURNOVER_REQUIRED', {
      field: 'amount',
      params: { remaining: String(remaining) },
      message: `amount: ${remaining} (minor units) of valid bets are still to be played before money may leave`,
    });
  }
}
