import {
  announcementRequestSchema,
  bannerRequestSchema,
  operatorContentPaths,
  operatorContentQuerySchema,
  operatorContentResponses,
  rowIdField,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import {
  announcementsOfSite,
  bannersOfSite,
  type ContentActor,
  saveAnnouncement,
  saveBanner,
} from './operator-content.service.js';

const tags = ['operator'];
const byId = z.object({ id: rowIdField('a content id') });
const actorOf = (request: FastifyRequest): ContentActor => ({
  siteId: request.site.id,
  operatorId: operatorOf(request).operatorId,
  ip: request.ip,
});

/** The console's banners and announcements (issue 25 "Content"): content operators and owners write them. */
export function operatorContentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { operator: 'content' } as const;
    app.get(
      operatorContentPaths.banners,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's banners in every state (live, scheduled, ended, off), by group and order",
          success: operatorContentResponses.banners,
          failures: [401, 403],
          querystring: operatorContentQuerySchema,
        }),
      },
      async (request) => ok(await bannersOfSite(db, request.site.id, request.query)),
    );
    app.post(
      operatorContentPaths.banners,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Add a banner (its picture is drawn in the site theme); shown once enabled and within its schedule',
          success: operatorContentResponses.banner,
          failures: [401, 403],
          body: bannerRequestSchema,
        }),
      },
      async (request) => ok(await saveBanner(db, actorOf(request), null, request.body)),
    );
    app.put(
      operatorContentPaths.banner,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Change a banner: texts, link, order, schedule; enabled false retires it (audited before and after)',
          success: operatorContentResponses.banner,
          failures: [401, 403],
          params: byId,
          body: bannerRequestSchema,
        }),
      },
      async (request) => ok(await saveBanner(db, actorOf(request), BigInt(request.params.id), request.body)),
    );
    app.get(
      operatorContentPaths.announcements,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's notices, popups, promotion texts, help entries and agent notices, newest first",
          success: operatorContentResponses.announcements,
          failures: [401, 403],
          querystring: operatorContentQuerySchema,
        }),
      },
      async (request) => ok(await announcementsOfSite(db, request.site.id, request.query)),
    );
    app.post(
      operatorContentPaths.announcements,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Publish an announcement, now or from startsAt; an end date retires it',
          success: operatorContentResponses.announcement,
          failures: [401, 403],
          body: announcementRequestSchema,
        }),
      },
      async (request) => ok(await saveAnnouncement(db, actorOf(request), null, request.body)),
    );
    app.put(
      operatorContentPaths.announcement,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Change an announcement (audited before and after)',
          success: operatorContentResponses.announcement,
          failures: [401, 403],
          params: byId,
          body: announcementRequestSchema,
        }),
      },
      async (request) => ok(await saveAnnouncement(db, actorOf(request), BigInt(request.params.id), request.body)),
    );
  };
}
