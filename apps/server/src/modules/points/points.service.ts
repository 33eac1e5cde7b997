import type { Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { type TextPicker, textPicker } from '../../platform/translated.js';
import { payFromHouse } from '../ledger/ledger.service.js';
import { type PaymentPasswordDeps, verifyPaymentPassword } from '../security/payment-password.service.js';
import * as repo from './points.repository.js';

/** The house account converted points are paid from. */
export const pointsExpense = 'HOUSE:POINTS_EXPENSE';

export async function configOf(db: Executor, site: Site) {
  const config = await repo.configOf(db, site.id);
  if (!config) throw new AppError('FEATURE_DISABLED', { message: 'the points mall is not open on this site' });
  return {
    earnEvery: BigInt(config.earn_every),
    pointValue: BigInt(config.point_value),
    minConvert: config.min_convert,
  };
}

export async function pointConfig(db: Database, site: Site) {
  const config = await configOf(db, site);
  return { earnEvery: String(config.earnEvery), pointValue: String(config.pointValue), minConvert: config.minConvert };
}

/**
 * The points rule (docs/design-notes.md, the bonus engine): a point for every whole `earnEvery` of lifetime valid bet, counted
 * from the exact total in minor units. What is left over is never rounded away: it carries to the next
 * point (`toNextPoint` says how much valid bet that still needs), so a $0.20 spin counts in full.
 */
async function pointsOf(db: Executor, memberId: bigint, earnEvery: bigint) {
  const { validBet, spent } = await repo.pointTotals(db, memberId);
  const earned = Number(validBet / earnEvery);
  return { points: earned - spent, earned, spent, toNextPoint: String(earnEvery - (validBet % earnEvery)) };
}

export async function pointBalance(db: Database, site: Site, memberId: bigint) {
  return pointsOf(db, memberId, (await configOf(db, site)).earnEvery);
}

/** The mall's rewards offered at `at` (not retired, within their schedule), in the reader's language. */
export async function pointRewards(db: Database, site: Site, language: Language, at: Date) {
  const pick = textPicker(site, language);
  return (await repo.rewardsOf(db, site.id, at)).map((row) => ({
    id: row.id,
    name: pick(row.names),
    requiredPoints: row.required_points,
    quantity: row.stock,
    unit: pick(row.units, row.unit),
  }));
}

/**
 * Redeems a reward: the payment password first (counted), then under the member's row lock the points
 * it has now and the reward's stock decide in the same transaction that spends them (no check then act).
 */
export async function redeemReward(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  body: { rewardId: string; quantity: number; receivingAddress: string; paymentPassword: string },
  at: Date,
) {
  const config = await configOf(deps.db, site);
  await verifyPaymentPassword(deps, site, memberId, body.paymentPassword);
  await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    const rewardId = BigInt(body.rewardId);
    // A retired reward and one outside its schedule are refused alike: the mall does not offer them now.
    if (!(await repo.rewardOffered(tx, site.id, rewardId, at))) throw new AppError('NOT_FOUND', { field: 'rewardId' });
    const { earned, spent } = await pointsOf(tx, memberId, config.earnEvery);
    const reward = await repo.takeStock(tx, site.id, rewardId, body.quantity, at);
    if (!reward) throw new AppError('OUT_OF_STOCK', { field: 'quantity' });
    const needed = reward.required_points * body.quantity;
    if (needed > earned - spent)
      throw new AppError('INSUFFICIENT_POINTS', { field: 'quantity', params: { points: earned - spent } });
    await repo.insertRedemption(tx, {
      siteId: site.id,
      memberId,
      rewardId,
      kind: 'reward',
      quantity: body.quantity,
      points: BigInt(needed),
      amount: null,
      status: 'in_process',
      receivingAddress: body.receivingAddress,
      entryId: null,
      at,
    });
  });
}

/** Converts points to cash at the site's value, at once through the ledger, under the member's row lock. */
export async function convertPoints(
  deps: PaymentPasswordDeps,
  site: Site,
  memberId: bigint,
  body: { points: number; paymentPassword: string },
  at: Date,
) {
  const config = await configOf(deps.db, site);
  if (body.points < config.minConvert) {
    throw new AppError('VALIDATION_ERROR', { field: 'points', message: `points: at least ${config.minConvert}` });
  }
  await verifyPaymentPassword(deps, site, memberId, body.paymentPassword);
  await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    const { earned, spent } = await pointsOf(tx, memberId, config.earnEvery);
    if (body.points > earned - spent)
      throw new AppError('INSUFFICIENT_POINTS', { field: 'points', params: { points: earned - spent } });
    const amount = BigInt(body.points) * config.pointValue;
    const posted = await payFromHouse(tx, {
      siteId: site.id,
      currency: site.brand.currency.code,
      house: pointsExpense,
      memberId,
      amount,
      // The points spent before this conversion mark it: each conversion moves money once.
      idempotencyKey: `points-convert:${memberId}:${spent}`,
      memo: { reason: 'Points converted' },
    });
    await repo.insertRedemption(tx, {
      siteId: site.id,
      memberId,
      rewardId: null,
      kind: 'convert',
      quantity: body.points,
      points: BigInt(body.points),
      amount,
      status: 'approved',
      receivingAddress: null,
      entryId: posted.entryId,
      at,
    });
  });
}

/** A redemption with SPEC §3's fields, its name and unit in the reader's language. */
export function redemptionView(row: repo.RedemptionRow, pointValue: bigint, pick: TextPicker) {
  return {
    id: row.id,
    type: row.kind,
    name: row.kind === 'convert' ? 'CASH' : pick(row.names),
    quantity: row.quantity,
    requiredPoints: Number(row.points),
    amount: row.amount,
    status: row.status,
    time: new Date(row.created_at).toISOString(),
    remark: row.remark,
    unit: row.unit === null ? 'pt' : pick(row.units, row.unit),
    pointRatio: String(pointValue),
    redeemedQuantity: row.quantity,
    receivingAddress: row.receiving_address,
    paidAccount: row.paid_account,
    paidAmount: row.kind === 'convert' ? row.amount : row.paid_amount,
  };
}

/** MCS2_getRedeemPointList: my redemptions with SPEC §3's fields, newest first. */
export async function redemptions(db: Database, site: Site, memberId: bigint, language: Language) {
  const config = await configOf(db, site);
  const pick = textPicker(site, language);
  return (await repo.redemptionsOf(db, memberId)).map((row) => redemptionView(row, config.pointValue, pick));
}

/**
 * The points mall's rewards as the console edits their texts (every one not retired, scheduled or not): every
 * language's name and unit.
 */
export async function rewardsForOperator(db: Database, siteId: number) {
  return (await repo.rewardsOf(db, siteId)).map((row) => ({
    id: row.id,
    names: row.names,
    unit: row.unit,
    units: row.units,
    requiredPoints: row.required_points,
    stock: row.stock,
  }));
}
