import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema } from './money.js';

/** A VIP level of the site and what reaching it takes and gives. */
export const vipLevelSchema = z.object({
  level: z.int(),
  name: z.string(),
  minDeposits: minorUnitsSchema,
  minValidBet: minorUnitsSchema,
  /** Basis points of valid bet per game category. */
  rebateRates: z.record(z.string(), z.int()),
  birthdayBonus: minorUnitsSchema,
  /** Withdrawal requests a day at this level; null: the site's own limit. */
  withdrawDailyCount: z.int().nullable(),
});

/** My VIP standing: the level reached on the last 30 days' deposits and valid bets, and the next. */
export const vipStatusSchema = z
  .object({
    level: z.int(),
    label: z.string(),
    deposits: minorUnitsSchema,
    validBet: minorUnitsSchema,
    levels: z.array(vipLevelSchema),
  })
  .meta({ id: 'VipStatus' });

/** manualRebate: what my valid bets since my last claim earn at my level's rates, by category. */
export const rebateSchema = z
  .object({
    since: z.iso.datetime({ offset: true }).nullable(),
    level: z.int(),
    categories: z.array(
      z.object({ category: z.string(), validBet: minorUnitsSchema, rate: z.int(), amount: minorUnitsSchema }),
    ),
    amount: minorUnitsSchema,
  })
  .meta({ id: 'Rebate' });

export const vipResponses = {
  status: successEnvelope(vipStatusSchema),
  rebate: successEnvelope(rebateSchema),
};

export const vipPaths = {
  status: '/wps/vip',
  rebate: '/wps/rebate',
  claimRebate: '/wps/rebate/claim',
} as const;
