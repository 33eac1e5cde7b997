import { bookFeedAppliedSchema, bookFeedSchema, bookVendorPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameDatabase } from '../../db/client.js';
import { requireOperatorSignature } from '../../platform/signed-requests.js';
import { applyFeed } from './feed.service.js';

/** A season's fixtures with every market is far beyond the server's usual 64 KiB body. */
export const feedBodyLimit = 8 * 1024 * 1024;

/**
 * The operator's feed (`POST /v1/book/feed`, signed like every operator call): a bookFeedSchema document applied
 * whole or not at all, answering what it changed. A plugin of its own: register it beside the other routes.
 */
export function bookFeedRoutes(
  db: GameDatabase,
  operatorCode: string,
  secret: Buffer,
  now: () => Date,
): FastifyPluginAsyncZod {
  return async (app) => {
    requireOperatorSignature(app, operatorCode, secret);
    app.post(
      bookVendorPaths.feed,
      { bodyLimit: feedBodyLimit, schema: { body: bookFeedSchema, response: { 200: bookFeedAppliedSchema } } },
      async (request) => applyFeed(db, request.body, now()),
    );
  };
}
