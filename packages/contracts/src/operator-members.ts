import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema } from './money.js';
import { memberStatuses } from './operator.js';

/** The operator console's member search and member page (issue 25 "Members and agents"). */

const day = z.iso.date({ message: 'a date as YYYY-MM-DD' });
const searchText = (max: number) => z.string().trim().min(1, 'at least one character').max(max);

export const memberSearchSorts = ['username', 'registeredAt', 'lastLoginAt'] as const;

/**
 * GET operatorMemberSearchPaths.search: every filter optional, all of them must hold. Trial accounts are never
 * listed. The registration range is of whole UTC days, both included.
 */
export const operatorMemberSearchQuerySchema = z
  .object({
    /** The start of the username, any letter case. */
    username: searchText(64),
    /** Digits the mobile number starts with or contains (without the dialing code). */
    mobile: z.string().regex(/^[0-9]{3,20}$/, 'digits only, 3 to 20'),
    /** The start of the e-mail address, any letter case. */
    email: searchText(254),
    /** A part of the real name, any letter case. */
    realName: searchText(100),
    /** The upline agent's username, exactly (any letter case). */
    agent: searchText(64),
    /** A tag the service desk gave the member, exactly (any letter case). */
    tag: searchText(24),
    /** An IP address the member registered or signed in from, exactly (IPv4 or IPv6). */
    address: z.union([z.ipv4(), z.ipv6()], { message: 'an IP address such as 203.0.113.7' }),
    status: z.enum(memberStatuses, { message: `one of ${memberStatuses.join(', ')}` }),
    registeredFrom: day,
    registeredTo: day,
    /** registeredAt unless given. */
    sort: z.enum(memberSearchSorts, { message: `one of ${memberSearchSorts.join(', ')}` }),
    /** Unless given: asc for username, desc (newest first) for the times. */
    order: z.enum(['asc', 'desc'], { message: 'asc or desc' }),
  })
  .partial()
  .extend({
    page: z.coerce.number().int('a whole number').min(1, 'at least 1').max(10_000, 'at most 10000').default(1),
    pageSize: z.coerce.number().int('a whole number').min(1, 'at least 1').max(100, 'at most 100').default(25),
  })
  .refine((query) => !query.registeredFrom || !query.registeredTo || query.registeredFrom <= query.registeredTo, {
    message: 'not before registeredFrom',
    path: ['registeredTo'],
  });
export type OperatorMemberSearchQuery = z.infer<typeof operatorMemberSearchQuerySchema>;

const isoTime = z.iso.datetime({ offset: true });

export const operatorMemberRowSchema = z
  .object({
    username: z.string(),
    nickname: z.string(),
    realName: z.string().nullable(),
    /** The dialing code and the number, e.g. "+819011112222". */
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    status: z.enum(memberStatuses),
    memberType: z.int(),
    /** The upline agent's username. */
    agent: z.string().nullable(),
    vipLevel: z.int(),
    registeredAt: isoTime,
    lastLoginAt: isoTime.nullable(),
  })
  .meta({ id: 'OperatorMemberRow' });
export type OperatorMemberRow = z.infer<typeof operatorMemberRowSchema>;

export const operatorMemberPageSchema = z
  .object({ items: z.array(operatorMemberRowSchema), total: z.int(), page: z.int(), pageSize: z.int() })
  .meta({ id: 'OperatorMemberPage' });

/**
 * The member's money in minor units: the main wallet, and what it holds outside it (vendor wallets and the
 * stakes of open bets, all of which can come back to the main wallet).
 */
export const operatorMemberBalancesSchema = z
  .object({ currency: z.string().length(3), main: minorUnitsSchema, outsideMain: minorUnitsSchema })
  .meta({ id: 'OperatorMemberBalances' });

/** A signed-in session of the member that is still live. */
export const operatorMemberSessionSchema = z
  .object({ createdAt: isoTime, lastSeenAt: isoTime, expiresAt: isoTime, ip: z.string().nullable() })
  .meta({ id: 'OperatorMemberSession' });

/** An audit row about the member: what was done, when, by which operator, with its details (before, after, why). */
export const operatorMemberAuditSchema = z
  .object({
    action: z.string(),
    at: isoTime,
    operator: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OperatorMemberAudit' });

/** GET operatorMemberSearchPaths.detail: the row of the search and everything a service desk looks at. */
export const operatorMemberDetailSchema = operatorMemberRowSchema
  .extend({
    /** The other registration fields the site asked for. */
    profile: z.record(z.string(), z.string()),
    registrationIp: z.string().nullable(),
    /** The service desk's tags of the member (e.g. VIP, watch), A to Z. */
    tags: z.array(z.string()),
    balances: operatorMemberBalancesSchema,
    sessions: z.array(operatorMemberSessionSchema),
    /** The last 20, newest first. */
    recentAudit: z.array(operatorMemberAuditSchema),
  })
  .meta({ id: 'OperatorMemberDetail' });
export type OperatorMemberDetail = z.infer<typeof operatorMemberDetailSchema>;

export const operatorMemberSearchPaths = {
  search: '/wps/operator/members',
  detail: '/wps/operator/members/:username',
} as const;
export const operatorMemberSearchResponses = {
  search: successEnvelope(operatorMemberPageSchema),
  detail: successEnvelope(operatorMemberDetailSchema),
};
