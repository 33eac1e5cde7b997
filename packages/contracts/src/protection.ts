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

export const protectionPaths = {
  limits: '/wps/member/limits',
  confirmLimit: '/wps/member/limits/confirm',
} as const;

export const protectionResponses = { limits: successEnvelope(memberLimitsSchema) };
