import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { rowIdField, textField } from './fields.js';
import { languageSchema } from './locale.js';
import { scheduleFields, scheduleInOrder } from './operator-content.js';
import { translatedTextSchema } from './translated.js';

/**
 * The console's points-mall rewards (issue 25 "Content"): created, edited, scheduled, restocked and retired. The
 * member's mall offers a reward only within its schedule; a retired reward leaves it but stays in the redemption
 * history.
 */
export const operatorRewardPaths = {
  rewards: '/wps/operator/point-rewards',
  reward: '/wps/operator/point-rewards/:id',
  restock: '/wps/operator/point-rewards/:id/restock',
  retire: '/wps/operator/point-rewards/:id/retire',
} as const;

export const rewardParamsSchema = z.object({ id: rowIdField('a reward id') });

const rewardFields = {
  names: translatedTextSchema(80),
  /** The operator's own label of the unit; members read `units` in their language, this last. */
  unit: textField(16).trim().min(1),
  units: z.partialRecord(languageSchema, z.string().trim().min(1).max(16)).default({}),
  requiredPoints: z.int().min(1).max(1_000_000_000),
  sortOrder: z.int().min(0).max(9_999).default(0),
  /** When the mall offers it: empty start, from now; empty end, until retired. */
  ...scheduleFields,
};
const inOrder = { path: ['endsAt'], message: 'after startsAt' };

/** Where a reward stands now: in the mall, waiting for its start, past its end, or retired. */
export const mallRewardStates = ['live', 'scheduled', 'ended', 'retired'] as const;
export type MallRewardState = (typeof mallRewardStates)[number];

/** A new reward: its texts, price in points, first stock and place in the mall. */
export const rewardCreateRequestSchema = z
  .object({ ...rewardFields, stock: z.int().min(0).max(1_000_000_000) })
  .refine(scheduleInOrder, inOrder);
export type RewardCreateRequest = z.infer<typeof rewardCreateRequestSchema>;

/** An edit: everything but the stock (a restock adds to it, so redemptions meanwhile are never overwritten). */
export const rewardUpdateRequestSchema = z.object(rewardFields).refine(scheduleInOrder, inOrder);
export type RewardUpdateRequest = z.infer<typeof rewardUpdateRequestSchema>;

export const rewardRestockRequestSchema = z.object({ quantity: z.int().min(1).max(1_000_000_000) });

export const operatorRewardSchema = z
  .object({
    id: z.string(),
    names: z.record(z.string(), z.string()),
    unit: z.string(),
    units: z.record(z.string(), z.string()),
    requiredPoints: z.int(),
    stock: z.int(),
    sortOrder: z.int(),
    /** When the reward left the mall; null while offered. */
    retiredAt: z.string().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    state: z.enum(mallRewardStates),
  })
  .meta({ id: 'OperatorReward' });
export type OperatorReward = z.infer<typeof operatorRewardSchema>;

export const operatorRewardResponses = {
  rewards: successEnvelope(z.array(operatorRewardSchema)),
  reward: successEnvelope(operatorRewardSchema),
};
