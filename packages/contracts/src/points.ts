import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';
import { paymentPasswordField } from './wallet.js';

/** MCS2_getPointConfig: a point per `earnEvery` of valid bet; a point converts to `pointValue` (minor units). */
export const pointConfigSchema = z.object({
  earnEvery: minorUnitsSchema,
  pointValue: minorUnitsSchema,
  minConvert: z.int(),
});
/**
 * MCS2_getPointBalance: points never expire (SPEC §9): all earned, less all spent on what was not rejected.
 * Earned is whole points of the lifetime valid bet; the rest carries: `toNextPoint` is the valid bet (minor
 * units) the next point still needs.
 */
export const pointBalanceSchema = z.object({
  points: z.int(),
  earned: z.int(),
  spent: z.int(),
  toNextPoint: positiveMinorUnitsSchema,
});
export const pointRewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  requiredPoints: z.int(),
  quantity: z.int(),
  unit: z.string(),
});
export const redemptionStatuses = ['in_process', 'rejected', 'approved'] as const;
/** A points redemption with SPEC §3's fields. */
export const pointRedemptionSchema = z
  .object({
    id: z.string(),
    type: z.enum(['reward', 'convert']),
    name: z.string(),
    quantity: z.int(),
    requiredPoints: z.int(),
    amount: minorUnitsSchema.nullable(),
    status: z.enum(redemptionStatuses),
    time: z.iso.datetime({ offset: true }),
    remark: z.string().nullable(),
    unit: z.string(),
    pointRatio: minorUnitsSchema,
    redeemedQuantity: z.int(),
    receivingAddress: z.string().nullable(),
    paidAccount: z.string().nullable(),
    paidAmount: minorUnitsSchema.nullable(),
  })
  .meta({ id: 'PointRedemption' });

export const redeemPointRewardSchema = z.object({
  rewardId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'a reward id'),
  quantity: z.int().min(1).max(100),
  receivingAddress: z.string().trim().min(1).max(300),
  paymentPassword: paymentPasswordField,
});
export const convertPointSchema = z.object({
  points: z.int().min(1).max(100_000_000),
  paymentPassword: paymentPasswordField,
});

/** The operator's view of a redemption: whose it is, for the review. */
export const operatorRedemptionSchema = pointRedemptionSchema
  .extend({ username: z.string(), decidedAt: z.iso.datetime({ offset: true }).nullable() })
  .meta({ id: 'OperatorPointRedemption' });
export type OperatorRedemption = z.infer<typeof operatorRedemptionSchema>;
export const operatorRedemptionQuerySchema = pageQuerySchema.extend({ status: z.enum(redemptionStatuses).optional() });

/**
 * The operator's decision on a reward redemption in process: approved with what was sent (SPEC §3's paid
 * account and amount), or rejected with a remark the member reads (the points and the stock come back).
 */
export const redemptionDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    paidAccount: z.string().trim().min(1).max(100).optional(),
    paidAmount: positiveMinorUnitsSchema.optional(),
    remark: z.string().trim().min(1).max(200).optional(),
  }),
  z.object({ decision: z.literal('reject'), remark: z.string().trim().min(1).max(200) }),
]);
export type RedemptionDecision = z.infer<typeof redemptionDecisionSchema>;

export const pointResponses = {
  balance: successEnvelope(pointBalanceSchema),
  config: successEnvelope(pointConfigSchema),
  rewards: successEnvelope(z.array(pointRewardSchema)),
  redemptions: successEnvelope(z.array(pointRedemptionSchema)),
  operatorRedemptions: successEnvelope(pageOf(operatorRedemptionSchema)),
  decided: successEnvelope(operatorRedemptionSchema),
};

export const pointPaths = {
  operatorRedemptions: '/wps/operator/points/redemptions',
  operatorDecide: '/wps/operator/points/redemptions/:id/decision',
} as const;
