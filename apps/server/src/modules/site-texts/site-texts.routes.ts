import {
  depositChannelTextsSchema,
  pointRewardTextsSchema,
  serviceChannelTextsSchema,
  siteTextParams,
  siteTextPaths,
  siteTextsResponse,
  vipLevelTextsSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { Sites } from '../../platform/site-context.js';
import { type TextTarget, textTargets, writeTexts } from './site-texts.service.js';

const tags = ['operator'];

/**
 * The operator writes the site's texts for members per language (issue 22 #26): deposit channels'
 * names and notes, customer-service titles, VIP level names, points rewards' names and units. Each
 * write is audited; the site's settings are read again at once when they changed.
 */
export function operatorSiteTextRoutes(db: Database, sites: Sites): FastifyPluginAsyncZod {
  return async (app) => {
    const put = <P extends z.ZodObject, B extends z.ZodType>(
      path: string,
      summary: string,
      schemas: { params: P; body: B },
      targetOf: (params: z.output<P>) => TextTarget,
      siteSettings = false,
    ) =>
      app.put(
        path,
        {
          config: { operator: 'content' },
          schema: portalSchema({
            tags,
            summary,
            success: siteTextsResponse,
            failures: [401, 403, 404],
            params: schemas.params,
            body: schemas.body,
          }),
        },
        async (request) => {
          const { operatorId } = operatorOf(request);
          const params = request.params as z.output<P>;
          const maps = request.body as Record<string, Record<string, string>>;
          const stored = await writeTexts(db, request.site.id, operatorId, targetOf(params), maps);
          if (siteSettings) await sites.reload();
          return ok(stored);
        },
      );
    put(
      siteTextPaths.depositChannel,
      "A deposit channel's name and note per language",
      { params: siteTextParams.depositChannel, body: depositChannelTextsSchema },
      ({ code }) => textTargets.depositChannel(code),
    );
    put(
      siteTextPaths.serviceChannel,
      "A customer-service channel's title per language",
      { params: siteTextParams.serviceChannel, body: serviceChannelTextsSchema },
      ({ csType }) => textTargets.serviceChannel(csType),
      true,
    );
    put(
      siteTextPaths.vipLevel,
      "A VIP level's name per language",
      { params: siteTextParams.vipLevel, body: vipLevelTextsSchema },
      ({ level }) => textTargets.vipLevel(level),
    );
    put(
      siteTextPaths.pointReward,
      "A points reward's name and unit per language",
      { params: siteTextParams.pointReward, body: pointRewardTextsSchema },
      ({ id }) => textTargets.pointReward(id),
    );
  };
}
