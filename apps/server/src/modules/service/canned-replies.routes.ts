import {
  cannedReplyParamsSchema,
  cannedReplyRequestSchema,
  operatorCannedPaths,
  operatorCannedResponses,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { type CannedActor, cannedRepliesOf, removeCannedReply, saveCannedReply } from './canned-replies.service.js';

const tags = ['operator'];
const config = { operator: 'service' } as const;
const actorOf = (request: FastifyRequest): CannedActor => ({
  siteId: request.site.id,
  operatorId: operatorOf(request).operatorId,
  ip: request.ip,
});

/** The site's canned replies (issue 25 "Service desk"): support operators and owners write them, every role reads. */
export function cannedReplyRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorCannedPaths.replies,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's canned replies, by language and order",
          success: operatorCannedResponses.replies,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await cannedRepliesOf(db, request.site.id)),
    );
    app.post(
      operatorCannedPaths.replies,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Add a canned reply in a language (at most 30 per language: 409 naming language), audited',
          success: operatorCannedResponses.reply,
          failures: [400, 401, 403, 409],
          body: cannedReplyRequestSchema,
        }),
      },
      async (request) => ok(await saveCannedReply(db, actorOf(request), null, request.body)),
    );
    app.put(
      operatorCannedPaths.reply,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Change one of the site’s canned replies, audited before and after',
          success: operatorCannedResponses.reply,
          failures: [400, 401, 403, 404, 409],
          params: cannedReplyParamsSchema,
          body: cannedReplyRequestSchema,
        }),
      },
      async (request) => ok(await saveCannedReply(db, actorOf(request), BigInt(request.params.id), request.body)),
    );
    app.delete(
      operatorCannedPaths.reply,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Remove one of the site’s canned replies, audited',
          success: operatorCannedResponses.removed,
          failures: [400, 401, 403, 404],
          params: cannedReplyParamsSchema,
        }),
      },
      async (request) => ok(await removeCannedReply(db, actorOf(request), BigInt(request.params.id))),
    );
  };
}
