import {
  applicationDecisionSchema,
  applicationFieldsSchema,
  operatorApplicationsQuerySchema,
  promotionPaths,
  promotionResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { readImagesForm, registerImageUploads } from '../../platform/uploads.js';
import { applicationImage, applications, applyForPromotion, decideApplication } from './application.service.js';
import { rewardsOf } from './reward.service.js';

const id = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'an application id') });

/** Manual promotions: a member's application with images, the operator's review. */
export function applicationRoutes(db: Database, now: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await registerImageUploads(app);
    app.post(
      promotionPaths.apply,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags: ['promotions'],
          summary:
            'Apply to a manual promotion (multipart: comment, up to three `image` files, PNG or JPEG, 5 MB each)',
          success: promotionResponses.rewards,
          failures: [401, 403, 404, 409],
          params: z.object({ code: z.string().regex(/^[A-Z0-9_]{3,32}$/, 'a promotion code') }),
        }),
      },
      async (request) => {
        const memberId = principalOf(request).memberId;
        const { fields, images } = await readImagesForm(request, 'image', applicationFieldsSchema);
        const at = new Date(now());
        await applyForPromotion(
          db,
          request.site,
          memberId,
          request.params.code,
          { comment: fields.comment, images },
          at,
        );
        return ok(await rewardsOf(db, request.site, memberId, request.language, at));
      },
    );
    app.get(
      promotionPaths.operatorApplications,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "A page of the site's applications: one state or all (waiting first), by username start",
          success: promotionResponses.applications,
          failures: [400, 401, 403],
          querystring: operatorApplicationsQuerySchema,
        }),
      },
      async (request) => ok(await applications(db, request.site, request.query)),
    );
    app.post(
      promotionPaths.operatorDecide,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: 'Approve (the bonus is issued at once) or reject an application, audited',
          success: promotionResponses.defined,
          failures: [401, 403, 404, 409],
          params: id,
          body: applicationDecisionSchema,
        }),
      },
      async (request) => {
        await decideApplication(
          db,
          request.site,
          operatorOf(request).operatorId,
          BigInt(request.params.id),
          request.body,
          new Date(now()),
        );
        return ok({ code: request.params.id });
      },
    );
    app.get(
      promotionPaths.operatorImage,
      {
        config: { operator: 'service' },
        schema: {
          tags: ['operator'],
          summary: 'One image of an application (0, 1 or 2)',
          params: id.extend({ position: z.coerce.number().int().min(0).max(2) }),
        },
      },
      async (request, reply) => {
        const image = await applicationImage(db, request.site, BigInt(request.params.id), request.params.position);
        return reply.type(image.contentType).header('cache-control', 'private, no-store').send(image.content);
      },
    );
  };
}
