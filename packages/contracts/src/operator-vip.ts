import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { textField } from './fields.js';
import { gameCategorySchema } from './games.js';
import { maxMinorUnits, minorUnitsSchema } from './money.js';
import { translatedTextSchema } from './translated.js';

/**
 * The console's VIP levels (issue 25 "Content"): thresholds over the rolling 30 days and benefits edited in full,
 * a level added at the top, the top level removed while no member holds it. A change takes effect at the next
 * review (members are raised, never lowered, by a review).
 */
export const operatorVipPaths = {
  levels: '/wps/operator/vip-levels',
  level: '/wps/operator/vip-levels/:level',
} as const;

export const vipLevelParamsSchema = z.object({ level: z.coerce.number().int().min(0).max(100) });

const amountField = minorUnitsSchema.refine(
  (value) => BigInt(value) >= 0n && BigInt(value) <= maxMinorUnits,
  'zero or more, in minor units',
);

/** A level as the operator writes it (its number is the path's, or the next above the top for a new one). */
export const vipLevelRequestSchema = z.object({
  name: textField(40).trim().min(1),
  names: translatedTextSchema(40),
  minDeposits: amountField,
  minValidBet: amountField,
  /** Basis points of valid bet per game category (100 = 1%), at most 10,000. */
  rebateRates: z.partialRecord(gameCategorySchema, z.int().min(0).max(10_000)),
  birthdayBonus: amountField,
  /** Withdrawal requests a day at this level; null: the site's own limit. */
  withdrawDailyCount: z.int().min(1).max(100).nullable(),
});
export type VipLevelRequest = z.infer<typeof vipLevelRequestSchema>;

export const operatorVipLevelFullSchema = z
  .object({
    level: z.int(),
    name: z.string(),
    names: z.record(z.string(), z.string()),
    minDeposits: minorUnitsSchema,
    minValidBet: minorUnitsSchema,
    rebateRates: z.record(z.string(), z.int()),
    birthdayBonus: minorUnitsSchema,
    withdrawDailyCount: z.int().nullable(),
    /** Members holding this level now (the top level can be removed only at zero). */
    members: z.int(),
  })
  .meta({ id: 'OperatorVipLevelFull' });
export type OperatorVipLevelFull = z.infer<typeof operatorVipLevelFullSchema>;

export const operatorVipResponses = {
  levels: successEnvelope(z.array(operatorVipLevelFullSchema)),
  level: successEnvelope(operatorVipLevelFullSchema),
  removed: successEnvelope(z.object({ level: z.int() })),
};

/**
 * Thresholds rise with the level: each of a level's two thresholds at least the level's below it and at most the
 * level's above it, and a level above 0 higher than the one below in at least one. Answers the field at fault.
 */
export function vipThresholdProblem(
  below: { minDeposits: string; minValidBet: string } | undefined,
  level: { minDeposits: string; minValidBet: string },
  above: { minDeposits: string; minValidBet: string } | undefined,
): { field: 'minDeposits' | 'minValidBet'; message: string } | null {
  const fields = ['minDeposits', 'minValidBet'] as const;
  for (const field of fields) {
    if (below && BigInt(level[field]) < BigInt(below[field])) {
      return { field, message: `${field}: at least the level below's (${below[field]})` };
    }
    if (above && BigInt(level[field]) > BigInt(above[field])) {
      return { field, message: `${field}: at most the level above's (${above[field]})` };
    }
  }
  if (below && fields.every((field) => BigInt(level[field]) === BigInt(below[field]))) {
    return { field: 'minDeposits', message: 'minDeposits: the level must ask more than the level below' };
  }
  if (above && fields.every((field) => BigInt(level[field]) === BigInt(above[field]))) {
    return { field: 'minDeposits', message: 'minDeposits: the level must ask less than the level above' };
  }
  return null;
}
