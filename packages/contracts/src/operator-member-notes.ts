import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { transactionPageSchema } from './history.js';
import { lotteryResponses } from './lottery.js';
import { providerResponses } from './provider.js';

/**
 * The rest of a member's page in the operator console (issue 25 "Members and agents"): the service desk's notes
 * and tags, the move under another agent, and the member's statement, rounds and lottery orders.
 */

const isoTime = z.iso.datetime({ offset: true });

/** A note an operator wrote about the member: kept as written, never edited. */
export const memberNoteSchema = z
  .object({ id: z.string(), text: z.string(), author: z.string(), at: isoTime })
  .meta({ id: 'MemberNote' });
export type MemberNote = z.infer<typeof memberNoteSchema>;
/** POST operatorMemberNotePaths.notes: a short note. */
export const memberNoteRequestSchema = z.object({
  text: z.string().trim().min(1, 'at least one character').max(1000, 'at most 1000 characters'),
});
/** GET operatorMemberNotePaths.notes: newest first. */
export const memberNoteQuerySchema = pageQuerySchema;

/** The most tags a member carries, and the longest tag. */
export const memberTagLimits = { count: 10, length: 24 } as const;
/** A tag: letters, digits, spaces, `-` and `_` (e.g. "VIP", "watch", "bonus-abuse"). */
export const memberTagField = z
  .string()
  .trim()
  .min(1, 'at least one character')
  .max(memberTagLimits.length, `at most ${memberTagLimits.length} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'letters, digits, spaces, - and _');
/**
 * PUT operatorMemberNotePaths.tags: the member's whole set of tags (an empty list removes them all). Tags that
 * differ only in letter case are one tag, the first kept.
 */
export const memberTagsRequestSchema = z.object({
  tags: z.array(memberTagField).max(memberTagLimits.count, `at most ${memberTagLimits.count} tags`),
});
export const memberTagsSchema = z
  .object({ username: z.string(), tags: z.array(z.string()) })
  .meta({ id: 'MemberTags' });

/**
 * POST operatorMemberNotePaths.agent: move the member (with its whole team) under another agent of the site, with
 * why. Never under the member itself or anyone of its own team.
 */
export const memberAgentRequestSchema = z.object({
  agent: z.string().trim().min(1, 'at least one character').max(64),
  reason: z.string().trim().min(3).max(500),
});
export const memberAgentSchema = z
  .object({
    username: z.string(),
    /** The agent before the move (null: none). */
    before: z.string().nullable(),
    agent: z.string(),
    /** How many of the member's own downline moved with it. */
    teamMoved: z.int(),
  })
  .meta({ id: 'MemberAgentMove' });
export type MemberAgentMove = z.infer<typeof memberAgentSchema>;

export const operatorMemberNotePaths = {
  notes: '/wps/operator/members/:username/notes',
  tags: '/wps/operator/members/:username/tags',
  agent: '/wps/operator/members/:username/agent',
  /** The member's ledger statement: what ODSFE2_MemTransDet answers the member, for the operator. */
  statement: '/wps/operator/members/:username/statement',
  /** The member's rounds: what the betting record answers the member. */
  rounds: '/wps/operator/members/:username/rounds',
  /** The member's lottery orders: what its order history answers the member. */
  lotteryOrders: '/wps/operator/members/:username/lottery-orders',
} as const;
export const operatorMemberNoteResponses = {
  notes: successEnvelope(pageOf(memberNoteSchema)),
  note: successEnvelope(memberNoteSchema),
  tags: successEnvelope(memberTagsSchema),
  agent: successEnvelope(memberAgentSchema),
  statement: successEnvelope(transactionPageSchema),
  rounds: providerResponses.bets,
  lotteryOrders: lotteryResponses.orders,
};
