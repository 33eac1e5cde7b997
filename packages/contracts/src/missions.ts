import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema } from './money.js';
import { translatedTextSchema } from './translated.js';

/**
 * Missions (issue 13, missionLeaderboard): goals a member reaches within the site-local day or week
 * (Monday to Sunday), counted from the record of play and the cashier, each paying its reward once a
 * period when claimed.
 */
export const missionPeriods = ['daily', 'weekly'] as const;
export const missionPeriodSchema = z.enum(missionPeriods);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/**
 * What a mission counts in its period: valid bet (minor units; of one game category, or all), credited
 * deposits, distinct lottery issues bought into, settled rounds (of one category, or all).
 */
export const missionGoalKinds = ['valid_bet', 'deposits', 'lottery_issues', 'rounds'] as const;
export const missionGoalKindSchema = z.enum(missionGoalKinds);
export type MissionGoalKind = z.infer<typeof missionGoalKindSchema>;

/** in_progress: goal not reached; completed: reached, reward waiting; claimed: reward paid this period. */
export const missionStates = ['in_progress', 'completed', 'claimed'] as const;
export const missionStateSchema = z.enum(missionStates);
export type MissionState = z.infer<typeof missionStateSchema>;

// A malformed count stops here (`abort`): the rule above zero reads it with BigInt.
const count = z.string().regex(/^(0|[1-9][0-9]{0,17})$/, { message: 'a whole number', abort: true });

export const missionGoalSchema = z.object({
  kind: missionGoalKindSchema,
  category: z.string().nullable(),
  /** Minor units for valid_bet, else a count. */
  target: count,
});

export const missionSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    period: missionPeriodSchema,
    title: z.string(),
    goal: missionGoalSchema,
    /** What counts so far this period, at most the target. */
    progress: count,
    state: missionStateSchema,
    /** Paid to the main wallet on claim, with no turnover requirement. */
    reward: minorUnitsSchema,
  })
  .meta({ id: 'Mission' });
export type Mission = z.infer<typeof missionSchema>;

const instant = z.iso.datetime({ offset: true });
const periodMissions = z.object({ start: instant, end: instant, missions: z.array(missionSchema) });

/** MCSFE_getMissionSummaryDetails: my daily and weekly missions and how many wait to be claimed. */
export const missionSummarySchema = z
  .object({ daily: periodMissions, weekly: periodMissions, claimable: z.int() })
  .meta({ id: 'MissionSummary' });
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionLeaderboardQuerySchema = z.object({ period: missionPeriodSchema.default('daily') });

export const leaderboardEntrySchema = z.object({
  rank: z.int(),
  /** Masked as the winners board masks (`pl***01`): every member of the site sees the board. */
  account: z.string(),
  completed: z.int(),
  /** When the last counted mission was claimed: of two with as many, the earlier ranks first. */
  lastAt: instant,
});

/** MCSFE_getMissionLeaderboard: the site's top 20 by missions claimed this period, and my own standing. */
export const missionLeaderboardSchema = z
  .object({
    period: missionPeriodSchema,
    start: instant,
    end: instant,
    entries: z.array(leaderboardEntrySchema),
    me: z.object({
      /** Null while I have claimed nothing this period. */
      rank: z.int().nullable(),
      /** My own account, unmasked: it is mine. */
      account: z.string(),
      completed: z.int(),
    }),
  })
  .meta({ id: 'MissionLeaderboard' });
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

/** A mission as a site defines it (the demo seed; an operator console later). */
export const missionDefinitionSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{3,32}$/, 'capitals, digits and _ (3 to 32)'),
  period: missionPeriodSchema,
  goal: missionGoalSchema.extend({
    /** A game category (valid bet and rounds goals); none counts every category. */
    category: z
      .string()
      .regex(/^[A-Z_]{2,16}$/, 'a game category')
      .nullable()
      .default(null),
    target: count.refine((value) => BigInt(value) > 0n, 'above zero'),
  }),
  titles: translatedTextSchema(80),
  reward: minorUnitsSchema.refine((value) => BigInt(value) > 0n, 'above zero'),
  sortOrder: z.int().min(0).max(1000).default(0),
});
export type MissionDefinition = z.input<typeof missionDefinitionSchema>;

export const missionClaimParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'a mission id') });

export const missionResponses = {
  summary: successEnvelope(missionSummarySchema),
  leaderboard: successEnvelope(missionLeaderboardSchema),
};

/**
 * The claim is a plain member route, not a relay: SPEC §7 lists only the two reading relays, and a
 * claim moves money (like the reward centre's claim).
 */
export const missionPaths = {
  claim: '/wps/missions/:id/claim',
  /** GET lists the site's missions (the console); POST defines one. */
  operatorDefine: '/wps/operator/missions',
  operatorRetire: '/wps/operator/missions/:code/retire',
} as const;

export const missionCodeParamsSchema = z.object({ code: missionDefinitionSchema.shape.code });
export const missionDefinedResponse = successEnvelope(z.object({ code: z.string(), active: z.boolean() }));

export const missionRelays = {
  summary: 'MCSFE_getMissionSummaryDetails',
  leaderboard: 'MCSFE_getMissionLeaderboard',
} as const;

/** Whether a mission is shown to members (active) or retired. */
export const missionStatuses = ['active', 'retired'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

/** A mission as the console lists it: its definition with every language's title, and whether it is active. */
export const operatorMissionSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    period: missionPeriodSchema,
    goal: missionGoalSchema,
    titles: z.record(z.string(), z.string()),
    reward: minorUnitsSchema,
    sortOrder: z.int(),
    status: z.enum(missionStatuses),
    createdAt: instant,
  })
  .meta({ id: 'OperatorMission' });
export type OperatorMission = z.infer<typeof operatorMissionSchema>;

export const operatorMissionsQuerySchema = z.object({
  status: z.enum(missionStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const operatorMissionsResponse = successEnvelope(
  z
    .object({ items: z.array(operatorMissionSchema), total: z.int(), page: z.int(), pageSize: z.int() })
    .meta({ id: 'OperatorMissionPage' }),
);
