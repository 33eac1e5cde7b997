import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { noticeSchema } from './content.js';
import { successEnvelope } from './envelope.js';
import { usernameField } from './fields.js';
import { dayField, dayRange, rangeProblem, rangeValid } from './history.js';
import { minorUnitsSchema } from './money.js';

/** A team's play in a range: rounds settled, stake, valid bet, payout, and the team's profit and loss. */
export const teamPlayFiguresSchema = z.object({
  rounds: z.int(),
  stake: minorUnitsSchema,
  validBet: minorUnitsSchema,
  payout: minorUnitsSchema,
  /** payout - stake: what the team's members won (negative: what they lost). */
  profitLoss: minorUnitsSchema,
});
export type TeamPlayFigures = z.infer<typeof teamPlayFiguresSchema>;

/** A team's activity in a range besides play: members and the cashier. */
export const teamActivityFiguresSchema = z.object({
  newMembers: z.int(),
  /** Members with a settled round in the range (each counted once). */
  activeMembers: z.int(),
  firstDeposits: z.int(),
  depositCount: z.int(),
  deposits: minorUnitsSchema,
  withdrawalCount: z.int(),
  withdrawals: minorUnitsSchema,
});

export const teamFiguresSchema = teamPlayFiguresSchema.extend(teamActivityFiguresSchema.shape);
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

/** agentTeamOverview: the team (the agent and everyone below it) over a range of site-local days. */
export const teamOverviewQuerySchema = z.object(dayRange).refine(rangeValid, rangeProblem);
export const teamOverviewSchema = z
  .object({
    from: dayField,
    to: dayField,
    /** Everyone below the agent, now. */
    teamSize: z.int(),
    /** What the team's members hold in all their wallets, now. */
    teamBalance: minorUnitsSchema,
    totals: teamFiguresSchema,
    /** Every day of the range, oldest first (a day without activity has zeros). */
    days: z.array(teamFiguresSchema.omit({ activeMembers: true }).extend({ day: dayField, activeMembers: z.int() })),
  })
  .meta({ id: 'TeamOverview' });
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const downlineTypes = ['member', 'agent'] as const;
export const downlineTypeSchema = z.enum(downlineTypes);
export type DownlineType = z.infer<typeof downlineTypeSchema>;

/**
 * downlineManagmentView: the direct downlines of the agent, or of one of its team's agents (drill
 * down: `parent`), with each one's team figures over the range.
 */
export const downlineQuerySchema = pageQuerySchema
  .extend({
    ...dayRange,
    /** A username of the agent's team whose direct downlines to list; the agent's own when absent. */
    parent: usernameField.optional(),
    username: z.string().trim().max(64).optional(),
    type: downlineTypeSchema.optional(),
  })
  .refine(rangeValid, rangeProblem);
export const downlineRowSchema = z
  .object({
    username: z.string(),
    nickname: z.string(),
    type: downlineTypeSchema,
    joinedAt: z.iso.datetime({ offset: true }),
    lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
    /** Everyone below this downline. */
    teamSize: z.int(),
    /** What this downline holds in its own wallets. */
    balance: minorUnitsSchema,
    /** This downline's team (itself and everyone below it) over the range. */
    figures: teamFiguresSchema,
  })
  .meta({ id: 'DownlineRow' });
export type DownlineRow = z.infer<typeof downlineRowSchema>;
export const downlinePageSchema = pageOf(downlineRowSchema).extend({
  /** From the agent down to the listed parent: the breadcrumb back up. */
  path: z.array(z.object({ username: z.string(), nickname: z.string() })),
});
export type DownlinePage = z.infer<typeof downlinePageSchema>;

/** registerCenter: open an account directly below me with a one-time password (changed at first sign-in). */
export const openDownlineRequestSchema = z.object({
  username: usernameField,
  type: downlineTypeSchema,
  nickname: z.string().trim().max(64).optional(),
});
export type OpenDownlineRequest = z.infer<typeof openDownlineRequestSchema>;
/**
 * The account opened, and its one-time password: random, shown to the agent in this answer only (never
 * stored but hashed), and only good for signing in to change it.
 */
export const openedDownlineSchema = z
  .object({
    username: z.string(),
    type: downlineTypeSchema,
    mustChangePassword: z.literal(true),
    oneTimePassword: z.string(),
  })
  .meta({ id: 'OpenedDownline' });

/** My invitation: the code and the link registrations land under me through. */
export const invitationSchema = z.object({ code: z.string(), link: z.string() }).meta({ id: 'Invitation' });

/** palStatementsAgentCopy and agentRevenueReport: the team's play per day, per game category. */
export const teamPlayQuerySchema = z.object(dayRange).refine(rangeValid, rangeProblem);
export const teamPlayRowSchema = teamPlayFiguresSchema.extend({ day: dayField, category: z.string() });
export type TeamPlayRow = z.infer<typeof teamPlayRowSchema>;
export const teamPlayReportSchema = z
  .object({ rows: z.array(teamPlayRowSchema), totals: teamPlayFiguresSchema })
  .meta({ id: 'TeamPlayReport' });
export type TeamPlayReport = z.infer<typeof teamPlayReportSchema>;

/** agentAnnouncement: the site's notices for agents (type AG) live now, newest first; the text in the request's language. */
export const agentNoticeQuerySchema = pageQuerySchema;
export const agentNoticePageSchema = pageOf(noticeSchema).meta({ id: 'AgentNoticePage' });
export type AgentNoticePage = z.infer<typeof agentNoticePageSchema>;

/**
 * agentDownlineTransactionDetailsCopy: the money movements of my downlines (everyone below me, not
 * me). `bonus` covers the other credits too (an operator's bonuses and balance adjustments).
 */
export const downlineTransactionTypes = ['deposit', 'withdrawal', 'transfer', 'bonus'] as const;
export const downlineTransactionTypeSchema = z.enum(downlineTransactionTypes);
export type DownlineTransactionType = z.infer<typeof downlineTransactionTypeSchema>;
/** A deposit credited, a withdrawal paid and every ledger movement are `completed`. */
export const downlineTransactionStatuses = ['pending', 'completed', 'rejected'] as const;
export type DownlineTransactionStatus = (typeof downlineTransactionStatuses)[number];
/** How `username` matches: the whole username, or the start of it. */
export const usernameMatchModes = ['prefix', 'exact'] as const;

export const downlineTransactionQuerySchema = pageQuerySchema
  .extend({
    ...dayRange,
    username: z.string().trim().max(64).optional(),
    match: z.enum(usernameMatchModes).default('prefix'),
    type: downlineTransactionTypeSchema.optional(),
  })
  .refine(rangeValid, rangeProblem);
export const downlineTransactionSchema = z
  .object({
    /** Unique across the kinds of record: `deposit:12`, `withdrawal:7`, `ledger:345`. */
    id: z.string(),
    time: z.iso.datetime({ offset: true }),
    username: z.string(),
    type: downlineTransactionTypeSchema,
    /** Signed, as the downline's main wallet sees it: a deposit in, a withdrawal out. */
    amount: minorUnitsSchema,
    status: z.enum(downlineTransactionStatuses),
    /** The deposit's channel, the other member of a transfer, or the reason of a bonus. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'DownlineTransaction' });
export type DownlineTransaction = z.infer<typeof downlineTransactionSchema>;
export const downlineTransactionPageSchema = pageOf(downlineTransactionSchema).meta({ id: 'DownlineTransactionPage' });
export type DownlineTransactionPage = z.infer<typeof downlineTransactionPageSchema>;

export const agentResponses = {
  overview: successEnvelope(teamOverviewSchema),
  downlines: successEnvelope(downlinePageSchema),
  openDownline: successEnvelope(openedDownlineSchema),
  invitation: successEnvelope(invitationSchema),
  teamPlay: successEnvelope(teamPlayReportSchema),
  notices: successEnvelope(agentNoticePageSchema),
  transactions: successEnvelope(downlineTransactionPageSchema),
};

export const agentPaths = {
  overview: '/wps/agent/team/overview',
  downlines: '/wps/agent/downlines',
  invitation: '/wps/agent/invitation',
  teamPlay: '/wps/agent/team/play',
  notices: '/wps/agent/announcements',
  transactions: '/wps/agent/downlines/transactions',
} as const;
