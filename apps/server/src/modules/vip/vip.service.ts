import { contractAmount, type Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { textPicker } from '../../platform/translated.js';
import { raiseVipLevel } from '../identity/member-profile.service.js';
import { payFromHouse } from '../ledger/ledger.service.js';
import * as repo from './vip.repository.js';

/** The house account rebates are paid from. */
export const rebateExpense = 'HOUSE:REBATE_EXPENSE';

/** The highest level whose thresholds the figures reach (0 when the site has none). */
function levelReached(levels: repo.VipLevelRow[], deposits: bigint, validBet: bigint) {
  let reached = 0;
  for (const level of levels) {
    if (deposits >= BigInt(level.min_deposits) && validBet >= BigInt(level.min_valid_bet)) reached = level.level;
  }
  return reached;
}

/**
 * My VIP standing: the level my last 30 days reach, raised in my record when it is above the stored one
 * (member info's label follows), with every level's thresholds and benefits for the progress bar.
 */
export async function vipStatus(db: Database, site: Site, memberId: bigint, language: Language, at: Date) {
  const [levels, figures] = await Promise.all([repo.levelsOf(db, site.id), repo.rollingFigures(db, memberId, at)]);
  const level = levelReached(levels, figures.deposits, figures.validBet);
  // A level once reached holds until a review; identity keeps the member's row.
  await raiseVipLevel(db, memberId, level);
  return {
    level,
    label: `VIP${level}`,
    deposits: String(figures.deposits),
    validBet: String(figures.validBet),
    levels: levels.map((row) => ({
      level: row.level,
      name: textPicker(site, language)(row.names, row.name),
      minDeposits: row.min_deposits,
      minValidBet: row.min_valid_bet,
      rebateRates: row.rebate_rates,
      birthdayBonus: row.birthday_bonus,
      withdrawDailyCount: row.withdraw_daily_count,
    })),
  };
}

/** The withdrawal requests a day the member may make: its VIP level's count, else the site's. */
export async function dailyWithdrawalsOf(db: Executor, site: Site, memberId: bigint): Promise<number> {
  return (await repo.withdrawDailyCountOf(db, memberId)) ?? site.withdraw.dailyCount;
}

/** The rebate accrued since the last claim at the member's level's rates (read inside the caller's lock when claiming). */
async function accrued(
  db: Executor,
  site: Site,
  memberId: bigint,
  state: { level: number; since: Date | null },
  at: Date,
) {
  const levels = await repo.levelsOf(db, site.id);
  const rates = levels.find((row) => row.level === state.level)?.rebate_rates ?? {};
  const categories = (await repo.validBetsByCategory(db, memberId, state.since, at)).map((row) => {
    const rate = rates[row.category] ?? 0;
    return {
      category: row.category,
      validBet: row.valid_bet,
      rate,
      amount: contractAmount(BigInt(row.valid_bet), rate),
    };
  });
  const amount = categories.reduce((sum, row) => sum + row.amount, 0n);
  return { categories, amount };
}

/** manualRebate: what I may claim now. */
export async function rebateOf(db: Database, site: Site, memberId: bigint, at: Date) {
  const state = await repo.rebateState(db, memberId, false);
  const { categories, amount } = await accrued(db, site, memberId, state, at);
  return {
    since: state.since?.toISOString() ?? null,
    level: state.level,
    categories: categories.map((row) => ({ ...row, amount: String(row.amount) })),
    amount: String(amount),
  };
}

/**
 * Claims the rebate accrued up to now, under the member's row lock: the claim records how far it paid,
 * so each bet is paid once however many claims race; nothing accrued is a refusal.
 */
export async function claimRebate(db: Database, site: Site, memberId: bigint, at: Date) {
  await db.transaction(async (tx) => {
    const state = await repo.rebateState(tx, memberId, true);
    const { amount } = await accrued(tx, site, memberId, state, at);
    if (amount <= 0n) throw new AppError('NOTHING_TO_CLAIM');
    const posted = await payFromHouse(tx, {
      siteId: site.id,
      currency: site.brand.currency.code,
      house: rebateExpense,
      memberId,
      amount,
      // Each claim starts where the last ended: that start keys the entry, so a claim pays once.
      idempotencyKey: `rebate:${memberId}:${state.since?.toISOString() ?? 'first'}`,
      memo: { reason: 'Rebate' },
    });
    await repo.insertRebateClaim(tx, { memberId, through: at, level: state.level, amount, entryId: posted.entryId });
  });
  return rebateOf(db, site, memberId, at);
}

/** The site's VIP levels as the console edits their names: every language's name, the thresholds beside. */
export async function levelsForOperator(db: Database, siteId: number) {
  return (await repo.levelsOf(db, siteId)).map((row) => ({
    level: row.level,
    name: row.name,
    names: row.names,
    minDeposits: row.min_deposits,
    minValidBet: row.min_valid_bet,
  }));
}
