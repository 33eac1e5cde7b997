import {
  fairnessQuerySchema,
  houseActRequestSchema,
  houseGameInfoSchema,
  houseGamePaths,
  housePlayRequestSchema,
  houseRoundSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HouseRounds } from './house-rounds.service.js';

/** The house games' client calls: the title's rules and any round left open, a round's wagers, an action. */
export function houseRoutes(house: HouseRounds): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      houseGamePaths.info,
      { schema: { querystring: fairnessQuerySchema, response: { 200: houseGameInfoSchema } } },
      async (request) => house.info(request.query.session),
    );
    app.post(
      houseGamePaths.play,
      { schema: { body: housePlayRequestSchema, response: { 200: houseRoundSchema } } },
      async (request) => house.play(request.body.session, request.body.wagers),
    );
    app.post(
      houseGamePaths.act,
      { schema: { body: houseActRequestSchema, response: { 200: houseRoundSchema } } },
      async (request) => house.act(request.body.session, request.body.roundId, request.body.action),
    );
  };
}
