import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { drawSourceSchema, type issueAdminSchema, lotteryKindSchema, vnLayoutSchema } from './lottery.js';
import { minorUnitsSchema } from './money.js';

/**
 * The console's Games section (issue 25 "Games"): the site's lottery games and each game's issues, a page at a time,
 * newest first, with what was bet on them. Official results and voids are lotteryPaths.operatorResult/operatorVoid.
 */
export const operatorLotteryPaths = {
  games: '/wps/operator/lottery/games',
  issues: '/wps/operator/lottery/:gameCode/issues',
} as const;

/**
 * Where an issue stands at the server's time: `open` (sales open), `closed` (sales closed, before the draw time),
 * `awaiting` (past the draw time with no result: an official game waits for its result to be entered), `settled`
 * (the result is in and every line settled), `void` (cancelled, every line refunded).
 */
export const operatorIssueStatuses = ['open', 'closed', 'awaiting', 'settled', 'void'] as const;
export type OperatorIssueStatus = (typeof operatorIssueStatuses)[number];

/**
 * What an official result of the game looks like, as the server checks it: one number per entry of `lengths`
 * (that many digits each); numbers between 1 and `max` when it is set; all different when `distinct`.
 */
export const resultFormatSchema = z.object({
  lengths: z.array(z.int()),
  max: z.int().nullable(),
  distinct: z.boolean(),
});
export type ResultFormat = z.infer<typeof resultFormatSchema>;

export const operatorLotteryGameSchema = z
  .object({
    gameCode: z.string(),
    /** The name in English, and in each language the site names it in. */
    name: z.string(),
    names: z.record(z.string(), z.string()),
    kind: lotteryKindSchema,
    layout: vnLayoutSchema.nullable(),
    /** `official`: an operator enters each result; `house`: drawn here by the provably fair scheme. */
    source: drawSourceSchema,
    /** Sales close this long before each draw. */
    closeBeforeSeconds: z.int(),
    /** The site's currency (ISO 4217) the stakes are in. */
    currency: z.string().length(3),
    resultFormat: resultFormatSchema,
  })
  .meta({ id: 'OperatorLotteryGame' });
export type OperatorLotteryGame = z.infer<typeof operatorLotteryGameSchema>;

export const operatorIssuesQuerySchema = z.object({
  status: z.enum(operatorIssueStatuses, { message: `one of ${operatorIssueStatuses.join(', ')}` }).optional(),
  /** The start of the issue number, e.g. a draw day "20261201". */
  number: z
    .string()
    .regex(/^[0-9][0-9-]{0,12}$/, 'the start of an issue number (digits, -)')
    .optional(),
  page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(10_000, 'at most 10000').default(1),
  pageSize: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100, 'at most 100').default(25),
});
export type OperatorIssuesQuery = z.infer<typeof operatorIssuesQuerySchema>;

const isoTime = z.iso.datetime({ offset: true });

export const operatorIssueSchema = z
  .object({
    issueNumber: z.string(),
    closesAt: isoTime,
    drawAt: isoTime,
    status: z.enum(operatorIssueStatuses),
    /** Null until settled (and for a void issue). */
    result: z.array(z.string()).nullable(),
    /** When the result or the void was recorded. */
    settledAt: isoTime.nullable(),
    voidReason: z.string().nullable(),
    /** House games: hex(SHA-256(seed)), listed with the issue from the start; null for official games. */
    commitment: z.string().nullable(),
    /** House games: the seed, revealed with the result only (never before the draw, never for a void issue). */
    serverSeed: z.string().nullable(),
    /** Orders with a line on this issue, their lines, what those staked and what was paid back (minor units). */
    orders: z.int(),
    lines: z.int(),
    waitingLines: z.int(),
    stake: minorUnitsSchema,
    paid: minorUnitsSchema,
  })
  .meta({ id: 'OperatorLotteryIssue' });
export type OperatorIssue = z.infer<typeof operatorIssueSchema>;

export const operatorIssuePageSchema = z
  .object({ items: z.array(operatorIssueSchema), total: z.int(), page: z.int(), pageSize: z.int() })
  .meta({ id: 'OperatorLotteryIssuePage' });
export type OperatorIssuePage = z.infer<typeof operatorIssuePageSchema>;

/** What POST lotteryPaths.operatorResult and operatorVoid answer: the issue's new status and the lines it settled. */
export type OperatorIssueAdmin = z.infer<typeof issueAdminSchema>;

export const operatorLotteryResponses = {
  games: successEnvelope(z.array(operatorLotteryGameSchema)),
  issues: successEnvelope(operatorIssuePageSchema),
};
