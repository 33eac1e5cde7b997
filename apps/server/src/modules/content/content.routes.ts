import {
  announcementListQuerySchema,
  announcementPageSchema,
  announcementsQuerySchema,
  contentPaths,
  contentResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { bannerArtRoute } from './banner-art.route.js';
import { announcementsFor, languageOf, publicAnnouncements } from './content.service.js';

const tags = ['content'];

/** Banners and announcements V2. Public: visitors see the home page too. (The jackpot is modules/jackpot's.) */
export function contentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      contentPaths.announcements,
      {
        schema: portalSchema({
          tags,
          summary: 'Announcements V2: banners (B), player notices (PL), popups (PU), promotions (PR), help (H)',
          description:
            "Only the site's own items that are live now (starts_at <= now < ends_at), platform W. `language` picks " +
            'the text (else the Language header), falling back to English. Popup execution codes: A shown to everyone, ' +
            'B only to visitors (before sign-in), F only after sign-in; the browser shows each once per session until ' +
            'closed, remembered per member or for the anonymous visitor.',
          success: contentResponses.announcements,
          querystring: announcementsQuerySchema,
        }),
      },
      async (request) => {
        const language = languageOf(request.query.language, request.language);
        return ok(await announcementsFor(db, request.site, request.query.types, language));
      },
    );
  };
}

/** MCSFE_getListAnnouncements: the public announcements dialog. */
export function contentRelay(db: Database): RelayTable {
  return new Map([
    [
      'MCSFE_getListAnnouncements',
      relayCall({
        method: 'GET',
        access: 'public',
        input: announcementListQuerySchema,
        output: announcementPageSchema,
        summary: 'Public announcements (notices, popups, promotions) live now, newest first, 9 per page',
        handle: ({ request, input }) =>
          publicAnnouncements(db, request.site, request.language, input.pageNo, input.pageSize),
      }),
    ],
  ]);
}

/** Banner images (`/art/banners/…`), outside the API's site headers. */
export function contentAssetRoutes(db: Database): FastifyPluginAsyncZod {
  return bannerArtRoute(db);
}
