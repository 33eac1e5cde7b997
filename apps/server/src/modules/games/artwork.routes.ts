import { vendorCodeSchema } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { etagOf, gameArtwork, vendorArtwork } from './artwork.js';
import { artworkSubject } from './catalog.service.js';
import { catalogCacheOf } from './catalog-cache.js';

/** A week in the browser and any shared cache; the ETag lets them revalidate cheaply after that. */
const cacheControl = 'public, max-age=604800, stale-while-revalidate=86400';
const svgFile = (pattern: RegExp, what: string) => z.string().regex(pattern, what);
const gameParams = z.object({
  vendor: vendorCodeSchema,
  // Lottery games' codes are upper case (SSC1M): refused, their cards in recent games were broken images
  // and a 400 in the console (issue 22, 28).
  file: svgFile(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}\.svg$/, 'a game code followed by .svg'),
});
const vendorParams = z.object({ file: svgFile(/^[A-Z0-9_]{2,20}\.svg$/, 'a vendor code followed by .svg') });
const sizeQuery = z.object({ size: z.enum(['large']).optional() });
const tags = ['artwork'];

/** Sends a drawn SVG, or 304 when the browser already holds this very picture. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = etagOf(svg);
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    // Opened on its own, the picture is a document: it may load nothing and run nothing.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** Generated artwork of games and vendors, the same on every site (outside the API's site headers). */
export function artworkRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/art/games/:vendor/:file',
      {
        schema: {
          tags,
          summary: "A game's card art (SVG); ?size=large for the landscape variant",
          params: gameParams,
          querystring: sizeQuery,
        },
      },
      async (request, reply) => {
        const gameCode = request.params.file.slice(0, -'.svg'.length);
        const [subject, vendors] = await Promise.all([
          artworkSubject(db, request.params.vendor, gameCode),
          catalogCacheOf(db).allVendors(),
        ]);
        if (!subject) throw new AppError('NOT_FOUND', { field: 'params.file', message: 'params.file: no such game' });
        const vendor = vendors.get(request.params.vendor);
        const svg = gameArtwork(
          {
            vendor: request.params.vendor,
            code: gameCode,
            name: subject.game_name,
            category: subject.category,
            label: vendor?.name,
          },
          request.query.size === 'large',
        );
        return sendSvg(request, reply, svg);
      },
    );
    app.get(
      '/art/vendors/:file',
      { schema: { tags, summary: "A vendor's logo tile (SVG)", params: vendorParams } },
      async (request, reply) => {
        const code = request.params.file.slice(0, -'.svg'.length);
        const vendor = (await catalogCacheOf(db).allVendors()).get(code);
        if (!vendor) throw new AppError('NOT_FOUND', { field: 'params.file', message: 'params.file: no such vendor' });
        return sendSvg(request, reply, vendorArtwork({ code, name: vendor.name, category: vendor.category }));
      },
    );
  };
}
