import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { RelayTable } from '../relay/relay.registry.js';

/** Banners, announcements V2, jackpot (games issue). */
export function contentRoutes(_db: Database): FastifyPluginAsyncZod {
  return async () => {};
}

/** MCSFE_getListAnnouncements. */
export function contentRelay(_db: Database): RelayTable {
  return new Map();
}

/** Banner images (`/art/banners/…`), outside the API's site headers. */
export function contentAssetRoutes(_db: Database): FastifyPluginAsyncZod {
  return async () => {};
}
