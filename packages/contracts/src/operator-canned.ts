import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { rowIdField, textField } from './fields.js';
import { languageSchema } from './locale.js';
import { chatMessageMax } from './service.js';

/**
 * The service desk's canned replies (issue 25 "Service desk"): each site keeps its own, per language, and the staff
 * start a chat answer with one. Support operators and owners write them; every role reads them.
 */
export const operatorCannedPaths = {
  replies: '/wps/operator/canned-replies',
  reply: '/wps/operator/canned-replies/:id',
} as const;

/** How many canned replies a site keeps per language: a list to pick from, not a knowledge base. */
export const cannedRepliesPerLanguage = 30;

export const cannedReplyRequestSchema = z.object({
  language: languageSchema,
  /** A few words the picker shows. */
  title: textField(60).trim().min(1),
  /** What goes into the reply box: at most a chat message. */
  body: textField(chatMessageMax).trim().min(1),
  sortOrder: z.int().min(0).max(999).default(0),
});
export type CannedReplyRequest = z.input<typeof cannedReplyRequestSchema>;

export const cannedReplyParamsSchema = z.object({ id: rowIdField('a canned reply id') });

export const cannedReplySchema = z
  .object({
    id: z.string(),
    language: languageSchema,
    title: z.string(),
    body: z.string(),
    sortOrder: z.int(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CannedReply' });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const operatorCannedResponses = {
  /** The site's canned replies, by language then order. */
  replies: successEnvelope(z.array(cannedReplySchema)),
  reply: successEnvelope(cannedReplySchema),
  removed: successEnvelope(z.object({ id: z.string() })),
};
