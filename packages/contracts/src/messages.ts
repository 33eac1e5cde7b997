import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';

/** messageV2: the member's inbox. */
export const messageSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    read: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const messageListQuerySchema = pageQuerySchema.extend({ unread: z.enum(['true', 'false']).optional() });
export const unreadCountSchema = z.object({ count: z.int().min(0) }).meta({ id: 'UnreadCount' });

export const messageResponses = {
  list: successEnvelope(pageOf(messageSchema)),
  one: successEnvelope(messageSchema),
  empty: successEnvelope(z.null()),
};

export const messagePaths = {
  list: '/wps/messages',
  read: '/wps/messages/:id/read',
  remove: '/wps/messages/:id',
} as const;
