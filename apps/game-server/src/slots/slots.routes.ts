import {
  fairnessQuerySchema,
  gameClientPaths,
  reelSpinRequestSchema,
  reelSpinSchema,
  slotTitleSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SlotRounds } from './slot-rounds.service.js';

/** The slot client's calls: the title it draws, and a spin. */
export function slotRoutes(slots: SlotRounds): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      gameClientPaths.slotInfo,
      { schema: { querystring: fairnessQuerySchema, response: { 200: slotTitleSchema } } },
      async (request) => slots.title(request.query.session),
    );
    app.post(
      gameClientPaths.slotSpin,
      { schema: { body: reelSpinRequestSchema, response: { 200: reelSpinSchema } } },
      async (request) => slots.spin(request.body.session, request.body.bet),
    );
  };
}
