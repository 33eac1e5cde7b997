import {
  chatAssignRequestSchema,
  chatBodySchema,
  chatHistoryQuerySchema,
  chatRoomParamsSchema,
  launchChatQuerySchema,
  launchChatSchema,
  serviceChannelListSchema,
  servicePaths,
  serviceResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import {
  assignRoom,
  type ChatDeps,
  memberRoom,
  operatorRoomMessages,
  operatorRooms,
  serviceChannelList,
  staffReply,
} from './chat.service.js';

/** CBS_modelList and CBS_launchChat (SPEC §7). */
export function serviceRelay(deps: ChatDeps): RelayTable {
  return new Map([
    [
      'CBS_modelList',
      relayCall({
        method: 'GET',
        access: 'public',
        input: z.object({}),
        output: serviceChannelListSchema,
        summary: "The site's customer-service channels (LIVECHAT, TELEGRAM), their paths opened to be shown",
        handle: ({ request }) => serviceChannelList(deps, request.site, request.language),
      }),
    ],
    [
      'CBS_launchChat',
      relayCall({
        method: 'GET',
        access: 'member',
        input: launchChatQuerySchema,
        output: launchChatSchema,
        summary: "The member's live-chat room: its socket path and what the staff wrote that is unread",
        handle: async ({ request, principal }) => {
          const { unread } = await memberRoom(deps, request.site.id, principal!.memberId);
          return { chatUrl: servicePaths.socket, unread };
        },
      }),
    ],
  ]);
}

const tags = ['operator'];

/** The staff side of the chat rooms, for the operator's site (another site's room is a 404). */
export function operatorChatRoutes(deps: ChatDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      servicePaths.operatorRooms,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "The site's chat rooms: those with unread member messages first, then by last activity",
          success: serviceResponses.rooms,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await operatorRooms(deps, request.site.id)),
    );
    app.get(
      servicePaths.operatorMessages,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "A room's messages after an id, oldest first; fetching them marks them read for the staff",
          success: serviceResponses.messages,
          failures: [401, 403, 404],
          params: chatRoomParamsSchema,
          querystring: chatHistoryQuerySchema,
        }),
      },
      async (request) => {
        const { after, limit } = request.query;
        return ok(await operatorRoomMessages(deps, request.site.id, BigInt(request.params.id), BigInt(after), limit));
      },
    );
    app.post(
      servicePaths.operatorMessages,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: 'Answer in a room: stored, and delivered live to the member if connected',
          success: serviceResponses.message,
          failures: [400, 401, 403, 404],
          params: chatRoomParamsSchema,
          body: chatBodySchema,
        }),
      },
      async (request) =>
        ok(
          await staffReply(
            deps,
            request.site.id,
            BigInt(request.params.id),
            operatorOf(request).operatorId,
            request.body.body,
          ),
        ),
    );
    app.post(
      servicePaths.operatorAssign,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: 'Take a room (become its holder) or release it, audited; a room another operator holds is a 409',
          description: 'An owner may take a room over from another operator, or release it for them.',
          success: serviceResponses.room,
          failures: [400, 401, 403, 404, 409],
          params: chatRoomParamsSchema,
          body: chatAssignRequestSchema,
        }),
      },
      async (request) =>
        ok(await assignRoom(deps, request.site.id, BigInt(request.params.id), operatorOf(request), request.body)),
    );
  };
}
