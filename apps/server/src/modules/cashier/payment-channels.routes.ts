import {
  channelCreateRequestSchema,
  channelIdParamsSchema,
  channelOrderRequestSchema,
  channelUpdateRequestSchema,
  operatorChannelPaths,
  operatorChannelResponses,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import {
  type ChannelsActor,
  type ChannelsDeps,
  channelsOf,
  createChannel,
  orderChannels,
  updateChannel,
} from './payment-channels.service.js';

const tags = ['operator'];
const config = { operator: 'money' } as const;
const actorOf = (request: FastifyRequest): ChannelsActor => ({
  operatorId: operatorOf(request).operatorId,
  site: request.site,
  ip: request.ip,
});

/** The console's payment channels (issue 25 "Cashier"): finance and owners write; risk and read-only read. */
export function paymentChannelRoutes(deps: ChannelsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorChannelPaths.channels,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's payment channels, enabled or not, in the members' order, with today's credited deposits",
          success: operatorChannelResponses.channels,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await channelsOf(deps, request.site)),
    );
    app.post(
      operatorChannelPaths.channels,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'A new bank-transfer channel: the account members pay to, limits, names and notes (audited)',
          description: 'The code must be free on the site (409 naming `code`). Members see it at once when enabled.',
          success: operatorChannelResponses.channel,
          failures: [401, 403, 409],
          body: channelCreateRequestSchema,
        }),
      },
      async (request) => ok(await createChannel(deps, actorOf(request), request.body)),
    );
    app.put(
      operatorChannelPaths.order,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The order members see the site's channels in: every channel's id, each once (audited)",
          success: operatorChannelResponses.channels,
          failures: [401, 403],
          body: channelOrderRequestSchema,
        }),
      },
      async (request) => ok(await orderChannels(deps, actorOf(request), request.body)),
    );
    app.put(
      operatorChannelPaths.channel,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Change a channel, or switch it on or off; the instant channel is only switched (audited)',
          description: "Another site's channel is a 404; a code another channel of the site has is a 409.",
          success: operatorChannelResponses.channel,
          failures: [401, 403, 409],
          params: channelIdParamsSchema,
          body: channelUpdateRequestSchema,
        }),
      },
      async (request) => ok(await updateChannel(deps, actorOf(request), BigInt(request.params.id), request.body)),
    );
  };
}
