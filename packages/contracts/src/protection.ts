import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema } from './money.js';

// Player protection (issue 28): the limits a member sets on their own play. Deposits first; losses and wagers
// join them with the bet paths that must honour them.

export const limitKinds = ['deposit'] as const;
export type LimitKind = (typeof limitKinds)[number];

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** Each period is a rolling window ending now: a day is the last 24 hours, a week 7 days, a month 30 days. */
export const limitPeriodHours: Record<LimitPeriod, number> = { day: 24, week: 24 * 7, month: 24 * 30 };

/** A higher limit (or none) waits this long, then the member confirms it a second time; a lower one applies at once. */
export const LIMIT_COOLING_HOURS = 24;

export const memberLimitSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** The limit in force, minor units; null when the member set none. */
  amount: minorUnitsSchema.nullable(),
  /** What counts against it in the window now (deposits asked for or credited). */
  used: minorUnitsSchema,
  /** What may still go in the window; null without a limit. */
  remaining: minorUnitsSchema.nullable(),
  /** A higher limit or its removal asked for: in force once confirmed, from `confirmableFrom` (`confirmable` now). */
  pending: z
    .object({ amount: minorUnitsSchema.nullable(), confirmableFrom: z.iso.datetime(), confirmable: z.boolean() })
    .nullable(),
});
export type MemberLimit = z.infer<typeof memberLimitSchema>;

export const memberLimitsSchema = z.object({ limits: z.array(memberLimitSchema) });
export type MemberLimits = z.infer<typeof memberLimitsSchema>;

/** Sets a limit: `amount` in the site currency's major units ("500.00"), or null to have none. */
export const setLimitRequestSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  amount: z.string().trim().min(1).max(24).nullable(),
});
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

export const confirmLimitRequestSchema = z.object({ kind: z.enum(limitKinds), period: z.enum(limitPeriods) });
export type ConfirmLimitRequest = z.infer<typeof confirmLimitRequestSchema>;

/**
 * A break from play the member takes: a time-out (24 hours to 6 weeks) or self-exclusion (6 months to 5 years, or for
 * good). Sign-in is refused until it ends; nobody can lift it early, not even an operator.
 */
export const exclusionKinds = ['timeout', 'self-exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/** Each duration in days; null is for good. */
export const exclusionDurations = {
  timeout: { '1d': 1, '3d': 3, '1w': 7, '2w': 14, '6w': 42 },
  'self-exclusion': { '6m': 183, '1y': 365, '2y': 730, '5y': 1826, permanent: null },
} as const satisfies Record<ExclusionKind, Record<string, number | null>>;

export const exclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    duration: z.enum(Object.keys(exclusionDurations.timeout) as ['1d', '3d', '1w', '2w', '6w']),
    password: z.string().min(1).max(64),
  }),
  z.object({
    kind: z.literal('self-exclusion'),
    duration: z.enum(Object.keys(exclusionDurations['self-exclusion']) as ['6m', '1y', '2y', '5y', 'permanent']),
    password: z.string().min(1).max(64),
  }),
]);
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

/** The break in force: its kind and end (null: for good). */
export const exclusionSchema = z.object({ kind: z.enum(exclusionKinds), until: z.iso.datetime().nullable() });
export type Exclusion = z.infer<typeof exclusionSchema>;

export const protectionPaths = {
  limits: '/wps/member/limits',
  confirmLimit: '/wps/member/limits/confirm',
  exclusion: '/wps/member/exclusion',
} as const;

export const protectionResponses = {
  limits: successEnvelope(memberLimitsSchema),
  exclusion: successEnvelope(exclusionSchema),
};
