import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';

/**
 * A member's referral code: 8 characters drawn at random from 32 that are never confused with
 * each other (no 0/O, 1/I), upper case; typed in any case.
 */
export const referralCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const referralCodeLength = 8;

/**
 * A site's referral rules: the referrer earns `reward` for each referred member whose first credited
 * deposit is at least `minDeposit` and whose valid bets reach `minValidBet`, both within `withinDays`
 * of joining; at most `monthlyCap` rewards a month (site-local), the rest wait for a later month.
 */
export const referralRulesSchema = z
  .object({
    reward: minorUnitsSchema,
    minDeposit: minorUnitsSchema,
    minValidBet: minorUnitsSchema,
    withinDays: z.int().min(1),
    monthlyCap: z.int().min(0),
  })
  .meta({ id: 'ReferralRules' });
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/** GET /wps/referral: my code, the link that carries it, the site's rules (null: no reward here) and my totals. */
export const referralSummarySchema = z
  .object({
    code: z.string(),
    link: z.string(),
    rules: referralRulesSchema.nullable(),
    totals: z.object({
      referred: z.int(),
      qualified: z.int(),
      rewarded: z.int(),
      rewardedThisMonth: z.int(),
      earned: minorUnitsSchema,
    }),
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/**
 * A referred member's standing: pending (still within the days to qualify), qualified (waiting for a
 * month with room under the cap), rewarded, or expired (the days passed without qualifying).
 */
export const referralStates = ['pending', 'qualified', 'rewarded', 'expired'] as const;
export const referralStateSchema = z.enum(referralStates);
export type ReferralState = z.infer<typeof referralStateSchema>;

export const referredMemberSchema = z
  .object({
    /** Masked ("pl***01"). */
    account: z.string(),
    joinedAt: z.iso.datetime({ offset: true }),
    /** When the days to qualify end. */
    qualifyBy: z.iso.datetime({ offset: true }),
    deposited: z.boolean(),
    /** Valid bets counted so far (within the days to qualify). */
    validBet: minorUnitsSchema,
    state: referralStateSchema,
    reward: minorUnitsSchema.nullable(),
    rewardedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ReferredMember' });
export type ReferredMember = z.infer<typeof referredMemberSchema>;

export const referredMembersQuerySchema = pageQuerySchema;
export const referredMembersPageSchema = pageOf(referredMemberSchema);

export const referralResponses = {
  summary: successEnvelope(referralSummarySchema),
  members: successEnvelope(referredMembersPageSchema),
};

/** The operator's referral rules for its site: the reward above zero, minimums at zero or more, sane bounds. */
export const referralRulesInputSchema = z.object({
  reward: positiveMinorUnitsSchema,
  minDeposit: minorUnitsSchema.refine((value) => BigInt(value) >= 0n, 'zero or more'),
  minValidBet: minorUnitsSchema.refine((value) => BigInt(value) >= 0n, 'zero or more'),
  withinDays: z.int().min(1).max(365),
  monthlyCap: z.int().min(0).max(10_000),
});
export type ReferralRulesInput = z.infer<typeof referralRulesInputSchema>;

export const referralResponsesOperator = {
  rules: successEnvelope(referralRulesSchema.nullable()),
};

export const referralPaths = {
  summary: '/wps/referral',
  members: '/wps/referral/members',
  operatorRules: '/wps/operator/referral/rules',
} as const;
