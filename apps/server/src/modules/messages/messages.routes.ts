import {
  messageListQuerySchema,
  messagePaths,
  messageResponses,
  rowIdField,
  unreadCountSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import * as inbox from './inbox.service.js';

const tags = ['messages'];
const idParams = z.object({ id: rowIdField('a message id') });

/** messageV2: the inbox, read/unread and delete. Trial users have no inbox (SPEC §6). */
export function messageRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      messagePaths.list,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'The inbox, newest first',
          success: messageResponses.list,
          failures: [401, 403],
          querystring: messageListQuerySchema,
        }),
      },
      async (request) => {
        const { page, pageSize, unread } = request.query;
        const memberId = principalOf(request).memberId;
        const { items, total } = await inbox.inboxPage(db, memberId, page, pageSize, unread === 'true');
        return ok({ items, page, pageSize, total });
      },
    );
    app.post(
      messagePaths.read,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Mark a message read',
          success: messageResponses.one,
          failures: [401, 403],
          params: idParams,
        }),
      },
      async (request) => {
        const message = await inbox.readMessage(db, principalOf(request).memberId, BigInt(request.params.id));
        if (!message) throw new AppError('NOT_FOUND', { field: 'params.id' });
        return ok(message);
      },
    );
    app.delete(
      messagePaths.remove,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Delete a message',
          success: messageResponses.empty,
          failures: [401, 403],
          params: idParams,
        }),
      },
      async (request) => {
        if (!(await inbox.deleteMessage(db, principalOf(request).memberId, BigInt(request.params.id)))) {
          throw new AppError('NOT_FOUND', { field: 'params.id' });
        }
        return ok(null);
      },
    );
  };
}

/** CSP_unreadCount: the badge on the message entry (not for trial users). */
export function messagesRelay(db: Database): RelayTable {
  return new Map([
    [
      'CSP_unreadCount',
      relayCall({
        method: 'GET',
        access: 'member',
        input: z.object({}),
        output: unreadCountSchema,
        summary: 'Unread messages of the member',
        handle: async ({ principal }) => ({ count: await inbox.unreadCount(db, principal!.memberId) }),
      }),
    ],
  ]);
}
