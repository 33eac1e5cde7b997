import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema, positiveMinorUnitsSchema } from './money.js';
import { translatedTextSchema } from './translated.js';

/**
 * The promotion kinds of the bonus engine (issue 13): a match of the first deposit or of a later one
 * (percent up to a cap), cashback on a period's net loss, free credit on registration, a raffle, and a
 * manual application the operator reviews.
 */
export const promotionKinds = ['first_deposit', 'reload', 'cashback', 'registration', 'raffle', 'manual'] as const;
export const promotionKindSchema = z.enum(promotionKinds);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

/** The activity states of SPEC §4, as the reward centre shows them. */
export const rewardStates = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming_soon',
] as const;
export const rewardStateSchema = z.enum(rewardStates);
export type RewardState = z.infer<typeof rewardStateSchema>;

const positiveMinor = minorUnitsSchema.refine((value) => BigInt(value) > 0n, 'above zero');

/**
 * What a grant must be played through before its money can leave: `multiple` times the bonus (or the
 * bonus and the deposit), counted from valid bets, each game category at its weight in percent (a
 * category left out counts fully).
 */
export const turnoverRuleSchema = z.object({
  multiple: z.int().min(0).max(100),
  base: z.enum(['bonus', 'bonus_deposit']),
  weights: z.record(z.string().regex(/^[A-Z_]{2,16}$/), z.int().min(0).max(100)).default({}),
});
export type TurnoverRule = z.infer<typeof turnoverRuleSchema>;

/** Who may take part and how often, and how much it gives. */
export const promotionRulesSchema = z
  .object({
    /** Basis points of the deposit (first deposit, reload) or of the net loss (cashback). */
    percent: z.int().min(1).max(100_000).optional(),
    /** The most one grant gives. */
    cap: positiveMinor.optional(),
    /** A fixed amount (registration, manual default). */
    amount: positiveMinor.optional(),
    minDeposit: positiveMinor.optional(),
    maxDeposit: positiveMinor.optional(),
    /** Only members who joined the site within this many days. */
    newMembersWithinDays: z.int().min(1).max(3650).optional(),
    /** Only members at this VIP level or above. */
    minVipLevel: z.int().min(1).max(50).optional(),
    /**
     * Once per member, once per member and site-local day, or once per member and schedule. A cashback
     * pays on the day before (daily) or on the week before (Monday to Sunday, otherwise).
     */
    frequency: z.enum(['once', 'daily', 'period']).default('once'),
    /** A raffle's prizes, drawn by weight. */
    prizes: z
      .array(z.object({ amount: positiveMinor, weight: z.int().min(1).max(1_000_000) }))
      .min(1)
      .max(20)
      .optional(),
  })
  .refine((rules) => !rules.minDeposit || !rules.maxDeposit || BigInt(rules.minDeposit) <= BigInt(rules.maxDeposit), {
    message: 'minDeposit must not be above maxDeposit',
    path: ['maxDeposit'],
  });
export type PromotionRules = z.infer<typeof promotionRulesSchema>;

/** The operator's definition of a promotion of its site (texts per language, EN at least). */
export const promotionDefinitionSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{3,32}$/, 'capitals, digits and _ (3 to 32)'),
    kind: promotionKindSchema,
    title: translatedTextSchema(120),
    terms: translatedTextSchema(4000),
    bannerUrl: z.string().max(500).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    rules: promotionRulesSchema,
    turnover: turnoverRuleSchema,
  })
  .refine((definition) => !definition.endsAt || Date.parse(definition.endsAt) > Date.parse(definition.startsAt), {
    message: 'must be after startsAt',
    path: ['endsAt'],
  })
  .refine(
    (definition) =>
      !['first_deposit', 'reload', 'cashback'].includes(definition.kind) || definition.rules.percent !== undefined,
    { message: 'a match or cashback needs its percent', path: ['rules', 'percent'] },
  )
  .refine((definition) => definition.kind !== 'registration' || definition.rules.amount !== undefined, {
    message: 'free credit needs its amount',
    path: ['rules', 'amount'],
  })
  .refine((definition) => definition.kind !== 'raffle' || definition.rules.prizes !== undefined, {
    message: 'a raffle needs its prizes',
    path: ['rules', 'prizes'],
  });
export type PromotionDefinition = z.infer<typeof promotionDefinitionSchema>;

/** A promotion as members read it, in their language. */
export const promotionSchema = z
  .object({
    code: z.string(),
    kind: promotionKindSchema,
    title: z.string(),
    terms: z.string(),
    bannerUrl: z.string().nullable(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    rules: promotionRulesSchema,
    turnover: turnoverRuleSchema,
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotionSchema>;

/** One activity of mine in the reward centre: a promotion I may join, or a grant of one. */
export const rewardSchema = z
  .object({
    /** The grant's id; null while I have no grant of the promotion yet (join, coming soon). */
    id: z.string().nullable(),
    promotion: z.object({ code: z.string(), kind: promotionKindSchema, title: z.string() }),
    state: rewardStateSchema,
    bonus: minorUnitsSchema.nullable(),
    deposit: minorUnitsSchema.nullable(),
    turnover: z.object({ required: minorUnitsSchema, done: minorUnitsSchema }).nullable(),
    /** Why the operator rejected an application or cancelled a bonus, as the member is told. */
    remark: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Reward' });
export type Reward = z.infer<typeof rewardSchema>;

/** An application to a manual promotion (multipart fields; up to three `image` files, SPEC §5). */
export const applicationFieldsSchema = z.object({ comment: z.string().trim().min(1).max(140) });

/** Where an application stands: waiting for a decision, rejected, approved with its turnover in play, or done. */
export const applicationStates = ['applying', 'rejected', 'process', 'done'] as const;
/** An application as the operator reviews it. */
export const applicationSchema = z
  .object({
    id: z.string(),
    promotion: z.string(),
    username: z.string(),
    comment: z.string(),
    images: z.int(),
    state: z.enum(applicationStates),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PromotionApplication' });
export type PromotionApplication = z.infer<typeof applicationSchema>;
/** GET promotionPaths.operatorApplications: one state (or all, waiting first), a username's start, newest first. */
export const operatorApplicationsQuerySchema = pageQuerySchema.extend({
  state: z.enum(applicationStates).optional(),
  username: z.string().trim().max(32).optional(),
});
export type OperatorApplicationsQuery = z.infer<typeof operatorApplicationsQuerySchema>;
export const applicationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    amount: positiveMinorUnitsSchema.optional(),
  }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(200) }),
]);
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** MCS2_claimRafflePromotion: draw my prize of a raffle (once per instance). */
export const raffleClaimSchema = z.object({ code: z.string().regex(/^[A-Z0-9_]{3,32}$/, 'a promotion code') });

export const promotionResponses = {
  list: successEnvelope(z.array(promotionSchema)),
  one: successEnvelope(promotionSchema),
  rewards: successEnvelope(z.object({ items: z.array(rewardSchema), available: z.int() })),
  reward: successEnvelope(rewardSchema),
  defined: successEnvelope(z.object({ code: z.string() })),
  applications: successEnvelope(pageOf(applicationSchema)),
};

export const promotionPaths = {
  list: '/wps/promotions',
  one: '/wps/promotions/:code',
  join: '/wps/promotions/:code/join',
  rewards: '/wps/rewards',
  claim: '/wps/rewards/:id/claim',
  forfeit: '/wps/rewards/:id/forfeit',
  /** GET lists the site's promotions in every state (the console); POST defines one. */
  operatorDefine: '/wps/operator/promotions',
  operatorCancel: '/wps/operator/rewards/:id/cancel',
  apply: '/wps/promotions/:code/apply',
  operatorApplications: '/wps/operator/applications',
  operatorDecide: '/wps/operator/applications/:id/decision',
  operatorImage: '/wps/operator/applications/:id/images/:position',
} as const;

/** Where a promotion stands now: running, waiting for its start, or past its end. */
export const promotionStates = ['live', 'scheduled', 'ended'] as const;
export type PromotionState = (typeof promotionStates)[number];

/** A promotion as the console lists it: its whole definition (every language's texts) and its state now. */
export const operatorPromotionSchema = z
  .object({
    code: z.string(),
    kind: promotionKindSchema,
    title: z.record(z.string(), z.string()),
    terms: z.record(z.string(), z.string()),
    bannerUrl: z.string().nullable(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    rules: promotionRulesSchema,
    turnover: turnoverRuleSchema,
    state: z.enum(promotionStates),
  })
  .meta({ id: 'OperatorPromotion' });
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

export const operatorPromotionsQuerySchema = z.object({
  state: z.enum(promotionStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const operatorPromotionsResponse = successEnvelope(
  z
    .object({ items: z.array(operatorPromotionSchema), total: z.int(), page: z.int(), pageSize: z.int() })
    .meta({ id: 'OperatorPromotionPage' }),
);
