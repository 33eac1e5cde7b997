import {
  feedbackAnswerRequestSchema,
  feedbackListQuerySchema,
  feedbackPaths,
  feedbackRequestSchema,
  feedbackResponses,
  operatorFeedbackQuerySchema,
  rowIdField,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { answerFeedback, myFeedback, sendFeedback, siteFeedback } from './feedback.service.js';

const tags = ['feedback'];

/** Feedback (SPEC §3, §5): members send it and read the answers; operators of the site answer it. */
export function feedbackRoutes(deps: { db: Database; now: Clock }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.put(
      feedbackPaths.send,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Send feedback: a question type of the list and content within the word limits',
          description: 'The content counts between feedbackWords.min and feedbackWords.max words (contracts).',
          success: feedbackResponses.one,
          failures: [400, 401, 403],
          body: feedbackRequestSchema,
        }),
      },
      async (request) =>
        ok(await sendFeedback(db, request.site, principalOf(request).memberId, request.language, request.body)),
    );
    app.get(
      feedbackPaths.mine,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'My feedback with its answers, newest first',
          success: feedbackResponses.mine,
          failures: [401, 403],
          querystring: feedbackListQuerySchema,
        }),
      },
      async (request) =>
        ok(await myFeedback(db, principalOf(request).memberId, request.query.page, request.query.pageSize)),
    );
    app.get(
      feedbackPaths.operatorList,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "The site's feedback, newest first; `answered` filters",
          success: feedbackResponses.operatorList,
          failures: [401, 403],
          querystring: operatorFeedbackQuerySchema,
        }),
      },
      async (request) => ok(await siteFeedback(db, request.site, request.query)),
    );
    app.post(
      feedbackPaths.operatorAnswer,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Answer a feedback once: the answer reaches the member's inbox in its language (audited)",
          success: feedbackResponses.operatorOne,
          failures: [400, 401, 403, 404, 409],
          params: z.object({ id: rowIdField('a feedback id') }),
          body: feedbackAnswerRequestSchema,
        }),
      },
      async (request) => {
        const operatorId = operatorOf(request).operatorId;
        const id = BigInt(request.params.id);
        const now = new Date(deps.now());
        return ok(await answerFeedback(db, request.site, operatorId, id, request.body.text, now));
      },
    );
  };
}
