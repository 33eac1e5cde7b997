import {
  activeSeedsSchema,
  fairnessQuerySchema,
  gameClientPaths,
  revealedSeedsPageSchema,
  revealedSeedsQuerySchema,
  rotatedSeedsSchema,
  rotateSeedsRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameDatabase } from '../db/client.js';
import { ownerOf, playingSession } from '../sessions/sessions.service.js';
import type { Fairness } from './fairness.service.js';

/** The game client's fairness panel: the active pair's commitment, rotation, and the revealed pairs. */
export function fairnessRoutes(db: GameDatabase, fairness: Fairness, now: () => Date): FastifyPluginAsyncZod {
  const ownerOfToken = async (token: string) => ownerOf(await playingSession(db, token, now()));
  return async (app) => {
    app.get(
      gameClientPaths.fairness,
      { schema: { querystring: fairnessQuerySchema, response: { 200: activeSeedsSchema } } },
      async (request) => fairness.active(await ownerOfToken(request.query.session)),
    );
    app.post(
      gameClientPaths.rotateSeeds,
      { schema: { body: rotateSeedsRequestSchema, response: { 200: rotatedSeedsSchema } } },
      async (request) => fairness.rotate(await ownerOfToken(request.body.session), request.body.clientSeed),
    );
    app.get(
      gameClientPaths.revealedSeeds,
      { schema: { querystring: revealedSeedsQuerySchema, response: { 200: revealedSeedsPageSchema } } },
      async (request) => fairness.revealed(await ownerOfToken(request.query.session), request.query.page),
    );
  };
}
