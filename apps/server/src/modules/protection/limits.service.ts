import {
  type ConfirmLimitRequest,
  LIMIT_COOLING_HOURS,
  type LimitKind,
  type LimitPeriod,
  limitKinds,
  limitPeriodHours,
  limitPeriods,
  type MemberLimit,
  type MemberLimits,
  parseAmount,
  type SetLimitRequest,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import * as repository from './limits.repository.js';

const hourMs = 3_600_000;
const windowStart = (period: LimitPeriod, now: Date) => new Date(now.getTime() - limitPeriodHours[period] * hourMs);
const confirmableFrom = (since: Date) => new Date(since.getTime() + LIMIT_COOLING_HOURS * hourMs);

/** What counts against a limit of this kind in the window ending now. */
function usedIn(db: Executor, memberId: bigint, kind: LimitKind, period: LimitPeriod, now: Date): Promise<bigint> {
  switch (kind) {
    case 'deposit':
      return repository.depositedSince(db, memberId, windowStart(period, now));
  }
}

function limitView(
  row: repository.LimitRow | undefined,
  key: { kind: LimitKind; period: LimitPeriod },
  used: bigint,
  now: Date,
): MemberLimit {
  const from = row?.pendingSince ? confirmableFrom(row.pendingSince) : null;
  const pending =
    row && from
      ? {
          amount: row.pendingRemoval ? null : String(row.pendingAmount),
          confirmableFrom: from.toISOString(),
          confirmable: now >= from,
        }
      : null;
  const remaining = row ? (row.amount > used ? row.amount - used : 0n) : null;
  return {
    ...key,
    amount: row ? String(row.amount) : null,
    used: String(used),
    remaining: remaining === null ? null : String(remaining),
    pending,
  };
}

/** Every kind and period, set or not, with what was used in its window and what remains. */
export async function memberLimitsOf(db: Database, memberId: bigint, now: Date): Promise<MemberLimits> {
  const rows = await repository.limitRows(db, memberId);
  const limits: MemberLimit[] = [];
  for (const kind of limitKinds) {
    for (const period of limitPeriods) {
      const row = rows.find((entry) => entry.kind === kind && entry.period === period);
      limits.push(limitView(row, { kind, period }, await usedIn(db, memberId, kind, period, now), now));
    }
  }
  return { limits };
}

/**
 * Sets a limit. A first limit or a lower one applies at once (and drops a raise waiting); a higher one, or none,
 * waits: the member confirms it again once the cooling-off is over (`confirmLimit`), the limit in force meanwhile.
 */
export async function setLimit(db: Database, site: Site, memberId: bigint, body: SetLimitRequest, now: Date) {
  let amount: bigint | null = null;
  if (body.amount !== null) {
    const parsed = parseAmount(body.amount, site.brand.currency.decimals);
    if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { field: 'amount', params: { problem: parsed.problem } });
    amount = parsed.minor;
  }
  await db.transaction(async (tx) => {
    const row = await repository.lockLimit(tx, memberId, body.kind, body.period);
    const key = { memberId, kind: body.kind, period: body.period, updatedAt: now };
    if (!row) {
      if (amount !== null) await repository.saveLimit(tx, { ...key, amount });
      return;
    }
    if (amount !== null && amount <= row.amount) {
      await repository.saveLimit(tx, { ...key, amount });
      return;
    }
    await repository.saveLimit(tx, {
      ...key,
      amount: row.amount,
      pendingAmount: amount,
      pendingRemoval: amount === null,
      pendingSince: now,
    });
  });
  return memberLimitsOf(db, memberId, now);
}

/** The second confirmation of a higher limit (or none), once its cooling-off is over. */
export async function confirmLimit(db: Database, memberId: bigint, body: ConfirmLimitRequest, now: Date) {
  await db.transaction(async (tx) => {
    const row = await repository.lockLimit(tx, memberId, body.kind, body.period);
    if (!row?.pendingSince) {
      throw new AppError('CONFLICT', { field: 'period', message: 'no higher limit waits for confirmation' });
    }
    const from = confirmableFrom(row.pendingSince);
    if (now < from)
      throw new AppError('LIMIT_COOLING', { field: 'period', params: { confirmableFrom: from.toISOString() } });
    if (row.pendingRemoval) await repository.deleteLimit(tx, memberId, body.kind, body.period);
    else
      await repository.saveLimit(tx, {
        memberId,
        kind: body.kind,
        period: body.period,
        amount: row.pendingAmount!,
        updatedAt: now,
      });
  });
  return memberLimitsOf(db, memberId, now);
}

/**
 * Holds an amount of a kind to the member's limits, in the caller's transaction: the limit rows are locked, so a
 * burst is decided one at a time, each counting what the ones before it wrote. Refuses with the first limit it
 * would pass, naming it and what remains in its window.
 */
export async function holdToLimits(tx: Executor, memberId: bigint, kind: LimitKind, amount: bigint, now: Date) {
  for (const row of await repository.limitRows(tx, memberId, kind, true)) {
    const used = await usedIn(tx, memberId, kind, row.period, now);
    if (used + amount > row.amount) {
      const remaining = row.amount > used ? row.amount - used : 0n;
      throw new AppError('LIMIT_REACHED', {
        field: 'amount',
        params: { kind, period: row.period, limit: String(row.amount), remaining: String(remaining) },
      });
    }
  }
}
