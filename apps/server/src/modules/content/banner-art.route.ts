import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { sendFailure } from '../../platform/errors.js';
import { bannerSvg } from './banner-art.js';
import { bannerForArt } from './content.service.js';

/**
 * Browsers keep a picture for an hour and then revalidate with its ETag: a theme change shows within
 * the hour, and a revalidation costs a 304 without a body.
 */
const cacheControl = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * GET /art/banners/<id>.svg: the artwork of a banner, drawn in its own site's theme colours. It is
 * served outside the API scope (an <img> sends no portal headers), so the site comes from the banner.
 */
export function bannerArtRoute(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/art/banners/:file',
      {
        schema: {
          hide: true,
          params: z.object({ file: z.string().max(40) }),
        },
      },
      async (request, reply) => {
        const match = /^([1-9]\d{0,17})\.svg$/.exec(request.params.file);
        const banner = match ? await bannerForArt(db, BigInt(match[1]!)) : null;
        const site = banner ? app.sites.byId(banner.siteId) : null;
        if (!match || !banner || !site) return sendFailure(reply, 'NOT_FOUND', 'no such banner image');
        const svg = bannerSvg(BigInt(match[1]!), banner.groupName, site.theme.colors);
        const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
        reply.header('Cache-Control', cacheControl).header('ETag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/svg+xml; charset=utf-8').send(svg);
      },
    );
  };
}
