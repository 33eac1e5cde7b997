import { z } from 'zod';
import { contractSchema, contractSettlementSchema } from './agent-contracts.js';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { usernameField } from './fields.js';
import { minorUnitsSchema } from './money.js';

/**
 * The member page's last parts in the operator console (issue 25 "Members and agents"): opening an agent account,
 * a top agent's contracts as the site sees them, the member's bonuses and turnover, its sign-ins and addresses.
 */

const isoTime = z.iso.datetime({ offset: true });

/** How a new agent account's first password is chosen; either way the agent must change it at its first sign-in. */
export const agentPasswordKinds = ['oneTime', 'default'] as const;
export type AgentPasswordKind = (typeof agentPasswordKinds)[number];

/**
 * POST operatorAgentPaths.agents: open an agent account, at the top (no parent) or under an existing agent. The
 * username follows the site's registration rule; the password is a one-time one, answered once, or the site's
 * default password.
 */
export const openAgentRequestSchema = z.object({
  username: usernameField,
  nickname: z.string().trim().max(20, 'at most 20 characters').optional(),
  /** An agent of the site to open it under; none: a top agent, whose contracts the site gives. */
  parent: z.string().trim().min(1, 'at least one character').max(64).optional(),
  /** One of the site's agent types; its first unless given. */
  memberType: z.int('a whole number').min(0).max(32_767).optional(),
  password: z.enum(agentPasswordKinds, { message: `one of ${agentPasswordKinds.join(', ')}` }).default('oneTime'),
});
export type OpenAgentRequest = z.input<typeof openAgentRequestSchema>;
export const openedAgentSchema = z
  .object({
    username: z.string(),
    memberType: z.int(),
    parent: z.string().nullable(),
    password: z.enum(agentPasswordKinds),
    /** Shown to the operator in this answer only (null for the default password). */
    oneTimePassword: z.string().nullable(),
    mustChangePassword: z.literal(true),
  })
  .meta({ id: 'OpenedAgent' });
export type OpenedAgent = z.infer<typeof openedAgentSchema>;

/** GET operatorAgentPaths.contracts: a top agent's contracts (every kind and state) and what they paid lately. */
export const operatorAgentContractsQuerySchema = z.object({ agent: usernameField });
export const operatorAgentContractsSchema = z
  .object({
    agent: z.string(),
    /** Whether the site gives its contracts (no agent above it). */
    topAgent: z.boolean(),
    /** Newest first, at most 50. */
    contracts: z.array(contractSchema),
    /** The last 20 settlements of the contracts it holds, newest period first. */
    settlements: z.array(contractSettlementSchema),
  })
  .meta({ id: 'OperatorAgentContracts' });
export type OperatorAgentContracts = z.infer<typeof operatorAgentContractsSchema>;

/** A promotion grant of the member: the bonus and what is still to play through before money leaves. */
export const memberBonusSchema = z
  .object({
    id: z.string(),
    promotion: z.string(),
    /** The promotion's title per language. */
    title: z.record(z.string(), z.string()),
    kind: z.string(),
    state: z.enum(['signed', 'claim', 'process', 'done', 'forfeited', 'cancelled', 'applying', 'rejected']),
    deposit: minorUnitsSchema.nullable(),
    bonus: minorUnitsSchema.nullable(),
    turnoverRequired: minorUnitsSchema,
    turnoverDone: minorUnitsSchema,
    turnoverLeft: minorUnitsSchema,
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .meta({ id: 'MemberBonus' });
export type MemberBonus = z.infer<typeof memberBonusSchema>;
export const memberBonusPageSchema = pageOf(memberBonusSchema)
  .extend({
    /** The bonus money of the grants still being played through. */
    bonusInPlay: minorUnitsSchema,
    /** What is left to play through over every open grant. */
    turnoverLeft: minorUnitsSchema,
  })
  .meta({ id: 'MemberBonusPage' });
export type MemberBonusPage = z.infer<typeof memberBonusPageSchema>;

/** A sign-in try with the member's username: when, from where, with which device, and whether it went in. */
export const memberSignInSchema = z
  .object({
    at: isoTime,
    ip: z.string(),
    /** The device id's hash the browser named, if any. */
    device: z.string().nullable(),
    succeeded: z.boolean(),
    /** Other accounts of the site that signed in from this address. */
    sharedWith: z.int(),
  })
  .meta({ id: 'MemberSignIn' });
export type MemberSignIn = z.infer<typeof memberSignInSchema>;
/** An address the member signed in from, with the other accounts of the site that did too (at most 20 named). */
export const memberAddressSchema = z
  .object({ ip: z.string(), firstSeenAt: isoTime, sharedWith: z.int(), accounts: z.array(z.string()) })
  .meta({ id: 'MemberAddress' });
export type MemberAddress = z.infer<typeof memberAddressSchema>;
export const memberSignInPageSchema = pageOf(memberSignInSchema)
  .extend({ addresses: z.array(memberAddressSchema) })
  .meta({ id: 'MemberSignInPage' });
export type MemberSignInPage = z.infer<typeof memberSignInPageSchema>;
/** GET the member's bonuses or sign-ins: newest first. */
export const memberExtrasQuerySchema = pageQuerySchema;

export const operatorAgentPaths = {
  agents: '/wps/operator/agents',
  /** GET: a top agent's contracts (POST on the same path offers one: contractPaths.operatorOffer). */
  contracts: '/wps/operator/agent-contracts',
} as const;
export const operatorMemberExtraPaths = {
  bonuses: '/wps/operator/members/:username/bonuses',
  signIns: '/wps/operator/members/:username/sign-ins',
} as const;
export const operatorMemberExtraResponses = {
  openAgent: successEnvelope(openedAgentSchema),
  agentContracts: successEnvelope(operatorAgentContractsSchema),
  bonuses: successEnvelope(memberBonusPageSchema),
  signIns: successEnvelope(memberSignInPageSchema),
};
