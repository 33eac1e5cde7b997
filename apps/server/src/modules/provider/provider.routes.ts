import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Secrets } from '../../platform/secrets.js';
import type { RelayTable } from '../relay/relay.registry.js';

/** Launch, the seamless wallet, the built-in provider's game API and the betting record (games issue). */
export function providerRoutes(_db: Database, _secrets: Secrets): FastifyPluginAsyncZod {
  return async () => {};
}

/** ODSFE2_getWinnerBoard and GCS_gameLaunchFB. */
export function providerRelay(_db: Database): RelayTable {
  return new Map();
}

/** The seamless-wallet API providers call (signed; no portal headers), outside the API scope. */
export function seamlessRoutes(_db: Database, _secrets: Secrets): FastifyPluginAsyncZod {
  return async () => {};
}
