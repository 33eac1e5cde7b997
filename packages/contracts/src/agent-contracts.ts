import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { contractPeriods } from './constants.js';
import { successEnvelope } from './envelope.js';
import { usernameField } from './fields.js';
import { dayField, dayRange, rangeProblem, rangeValid } from './history.js';
import { minorUnitsSchema } from './money.js';

/** The four contract kinds an upline gives a direct downline (SPEC §3, §4). */
export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const contractKindSchema = z.enum(contractKinds);
export type ContractKind = z.infer<typeof contractKindSchema>;

/** The relay of SPEC §7 that acts on each kind. */
export const contractRelayOfKind: Record<ContractKind, string> = {
  dividend: 'MCS2_processDividendReq',
  daily: 'MCS2_processDailySalContract',
  hourly: 'MCS2_processContractHourSalary',
  realtime: 'MCSFE_processRealTimeSalaryContract',
};

/** The consolidated flag (SPEC §3) that shows each kind's record page. */
export const consolidatedFlagOfKind = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

/**
 * Settlement periods: a dividend's D (day), W (week from Monday), H (half month: the 1st to the 15th,
 * the 16th to the end) or M (month), in the site's time zone; a daily salary's day; an hourly salary's
 * hour; a real-time salary's 5 minutes.
 */
export const dividendPeriods = contractPeriods;
export const settlementPeriods = [...dividendPeriods, 'HOUR', 'MIN5'] as const;
export type ContractPeriod = (typeof settlementPeriods)[number];
export const fixedPeriodOfKind: Record<Exclude<ContractKind, 'dividend'>, ContractPeriod> = {
  daily: 'D',
  hourly: 'HOUR',
  realtime: 'MIN5',
};

/** A rate in basis points (1 = 0.01 %): integers only, as money is. */
export const rateSchema = z.int().min(1).max(10_000);
export const maxTiers = 10;

/**
 * One step of a contract: its rate applies when the team's valid bet and active members for the
 * period both reach the step's figures.
 */
export const contractTierSchema = z.object({
  validBet: minorUnitsSchema.refine((value) => !value.startsWith('-'), 'not negative'),
  activeMembers: z.int().min(0).max(10_000_000),
  rate: rateSchema,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

/**
 * Tiers climb: each one asks at least as much as the one before in both figures and more in one,
 * and pays more. Then the tiers a team reaches are always the first few, and the rate is the last's.
 */
export const contractTiersSchema = z
  .array(contractTierSchema)
  .min(1)
  .max(maxTiers)
  .superRefine((tiers, context) => {
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      const betUp = BigInt(tier.validBet) - BigInt(before.validBet);
      const membersUp = tier.activeMembers - before.activeMembers;
      if (betUp < 0n || membersUp < 0 || (betUp === 0n && membersUp === 0)) {
        context.addIssue({
          code: 'custom',
          path: [index, betUp < 0n ? 'validBet' : 'activeMembers'],
          message: 'overlaps the tier before it: each tier must ask more than the one before',
        });
      } else if (tier.rate <= before.rate) {
        context.addIssue({ code: 'custom', path: [index, 'rate'], message: 'must pay more than the tier before it' });
      }
    });
  });

/** The rate the tiers give a team with these figures for a period: 0 below the first tier. */
export function rateAt(tiers: readonly ContractTier[], validBet: bigint, activeMembers: number): number {
  let rate = 0;
  for (const tier of tiers) {
    if (validBet < BigInt(tier.validBet) || activeMembers < tier.activeMembers) break;
    rate = tier.rate;
  }
  return rate;
}

/** A contract's amount for a period: the base times the rate, rounded down to the minor unit. */
export function contractAmount(base: bigint, rate: number): bigint {
  return base > 0n ? (base * BigInt(rate)) / 10_000n : 0n;
}

export const contractStates = ['offered', 'accepted', 'rejected', 'terminating', 'terminated', 'finished'] as const;
export const contractStateSchema = z.enum(contractStates);
export type ContractState = z.infer<typeof contractStateSchema>;
/** Why a contract ended: both sides agreed, its giver's own contract no longer covers it, a newer one replaced it, its end date. */
export const contractEndReasons = ['agreed', 'upline_contract', 'replaced', 'expired'] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

export const contractRoleSchema = z.enum(['given', 'held']);
export type ContractRole = z.infer<typeof contractRoleSchema>;

export const contractSchema = z
  .object({
    id: z.string(),
    kind: contractKindSchema,
    period: z.enum(settlementPeriods),
    /** Given: I am the upline; held: it is mine. */
    role: contractRoleSchema,
    /** The giver's username; null when the site gave it (the top of the tree). */
    upline: z.string().nullable(),
    downline: z.string(),
    tiers: z.array(contractTierSchema),
    state: contractStateSchema,
    /** Who asked to end it, while a termination waits for the other side. */
    terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
    endReason: z.enum(contractEndReasons).nullable(),
    /** The last day it runs (site-local), if it was offered with one. */
    endsOn: dayField.nullable(),
    offeredAt: z.iso.datetime({ offset: true }),
    acceptedAt: z.iso.datetime({ offset: true }).nullable(),
    endedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AgentContract' });
export type AgentContract = z.infer<typeof contractSchema>;

const contractId = z.string().regex(/^[1-9][0-9]{0,17}$/, 'a contract id');

/** The body of the four contract relays: one action each call. */
export const contractActionSchema = z.discriminatedUnion('action', [
  pageQuerySchema.extend({
    action: z.literal('list'),
    role: contractRoleSchema.optional(),
    state: contractStateSchema.optional(),
  }),
  z.object({
    action: z.literal('offer'),
    downline: usernameField,
    /** Dividends only (D, W, H or M); the salaries' periods are fixed. */
    period: z.enum(dividendPeriods).optional(),
    tiers: contractTiersSchema,
    endsOn: dayField.optional(),
  }),
  z.object({
    action: z.enum(['accept', 'reject', 'requestTermination', 'acceptTermination', 'declineTermination']),
    contractId,
  }),
]);
export type ContractAction = z.infer<typeof contractActionSchema>;

export const contractListSchema = pageOf(contractSchema);

/** What one contract paid (or owes) for one closed period. */
export const settlementStates = ['paid', 'unpaid', 'nothing'] as const;
export const contractSettlementSchema = z
  .object({
    id: z.string(),
    contractId: z.string(),
    kind: contractKindSchema,
    role: contractRoleSchema,
    upline: z.string().nullable(),
    downline: z.string(),
    periodStart: z.iso.datetime({ offset: true }),
    periodEnd: z.iso.datetime({ offset: true }),
    /** The downline's team (itself and everyone below it) in the period. */
    validBet: minorUnitsSchema,
    /**
     * payout - stake of the team's real money (each round's result x real stake / stake, toward zero: demo
     * money's part left out, issue 22 §2): negative when the team lost (a dividend shares that loss).
     */
    profitLoss: minorUnitsSchema,
    activeMembers: z.int(),
    rate: z.int(),
    amount: minorUnitsSchema,
    state: z.enum(settlementStates),
    /** Why it is unpaid (the upline's funds), retried until paid. */
    reason: z.string().nullable(),
    paidAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AgentContractSettlement' });
export type ContractSettlement = z.infer<typeof contractSettlementSchema>;

export const settlementQuerySchema = pageQuerySchema
  .extend({ ...dayRange, kind: contractKindSchema, role: contractRoleSchema.optional() })
  .refine(rangeValid, rangeProblem);
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

export const contractResponses = {
  action: successEnvelope(z.union([contractSchema, contractListSchema])),
  settlements: successEnvelope(pageOf(contractSettlementSchema)),
  operatorOffer: successEnvelope(contractSchema),
  settleRun: successEnvelope(z.object({ settled: z.int(), paid: z.int(), unpaid: z.int() })),
};

/** The site offers a top agent (no agent above it) a contract, paid from the site's commission account. */
export const operatorContractOfferSchema = z.object({
  downline: usernameField,
  kind: contractKindSchema,
  period: z.enum(dividendPeriods).optional(),
  tiers: contractTiersSchema,
  endsOn: dayField.optional(),
});

export const contractPaths = {
  settlements: '/wps/agent/contracts/settlements',
  operatorOffer: '/wps/operator/agent-contracts',
  operatorSettle: '/wps/operator/agent-contracts/settle',
} as const;
