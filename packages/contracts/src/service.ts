import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { rowIdField } from './fields.js';

// Customer service (SPEC §3 "Customer service") and the member's icon.

/** The member's icon upload: what a browser may send, before the server decodes and re-encodes it. */
export const memberIconUpload = {
  field: 'icon',
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
  /** The served square, in pixels. */
  size: 256,
} as const;

export const csTypeSchema = z.enum(['LIVECHAT', 'TELEGRAM']);
export type CsType = z.infer<typeof csTypeSchema>;

/** CBS_modelList: one customer-service channel, its path opened from its sealed form to be shown. */
export const serviceChannelSchema = z
  .object({ id: z.string(), csType: csTypeSchema, title: z.string(), path: z.string() })
  .meta({ id: 'ServiceChannel' });
export type ServiceChannel = z.infer<typeof serviceChannelSchema>;
export const serviceChannelListSchema = z.array(serviceChannelSchema);

/** CBS_launchChat: the member's own chat room (LIVECHAT); `chatUrl` is the room's socket path. */
export const launchChatQuerySchema = z.object({});
export const launchChatSchema = z.object({ chatUrl: z.string(), unread: z.int().min(0) }).meta({ id: 'LaunchChat' });

/** The longest chat message, in characters (a longer one is refused naming `body`). */
export const chatMessageMax = 1000;
export const chatSenderSchema = z.enum(['member', 'staff']);
export const chatMessageSchema = z
  .object({
    id: z.string(),
    sender: chatSenderSchema,
    body: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatBodySchema = z.object({ body: z.string().trim().min(1).max(chatMessageMax) });

/**
 * The chat socket's frames. The browser's first frame carries the session token (never the URL, which
 * proxies log) and the last message id it has seen; the server answers with what it missed.
 */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    token: z.string().min(1).max(200),
    merchant: z.string().max(40).optional(),
    after: rowIdField('a message id').default('0'),
  }),
  z.object({ type: z.literal('send'), body: z.string() }),
  z.object({ type: z.literal('read'), upTo: rowIdField('a message id') }),
]);
export type ChatClientFrame = z.input<typeof chatClientFrameSchema>;
export type ChatServerFrame =
  | { type: 'ready'; unread: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'unread'; unread: number }
  | { type: 'error'; code: string; field?: string; message: string; params?: Record<string, string | number> };
/** Close codes of the chat socket: the browser stops reconnecting on 4401 and 4403, and retries after a pause on the others. */
export const chatCloseCodes = {
  unauthorized: 4401,
  trial: 4403,
  /** No hello (with the token) within the server's deadline. */
  helloTimeout: 4408,
  /** Too many sockets open from this address, or for this member. */
  tooManySockets: 4429,
  /** The server may have missed messages for this socket: reconnect and resume after the last one held. */
  resume: 4503,
} as const;

/** The operator's view of a room: the member, and what the staff has not read yet. */
export const operatorChatRoomSchema = z
  .object({
    id: z.string(),
    account: z.string(),
    unread: z.int().min(0),
    lastMessage: z.string().nullable(),
    lastMessageAt: z.iso.datetime({ offset: true }),
    /** The operator who holds the room (took it), null while nobody has. */
    assignee: z.string().nullable(),
  })
  .meta({ id: 'OperatorChatRoom' });
export type OperatorChatRoom = z.infer<typeof operatorChatRoomSchema>;
/**
 * POST servicePaths.operatorAssign: `take` makes the caller the room's holder (a room another operator holds is a
 * 409 unless the caller is an owner, who may take it over); `release` frees it (the holder's or an owner's to do).
 */
export const chatAssignRequestSchema = z.object({ action: z.enum(['take', 'release']) });
export type ChatAssignRequest = z.infer<typeof chatAssignRequestSchema>;
export const chatRoomParamsSchema = z.object({ id: rowIdField('a chat room id') });
export const chatHistoryQuerySchema = z.object({
  after: rowIdField('a message id').default('0'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** PUT /wps/member/info/icon: where the re-encoded icon is served (a new URL on every upload). */
export const iconUploadedSchema = z.object({ iconUrl: z.string() });

export const serviceResponses = {
  rooms: successEnvelope(z.array(operatorChatRoomSchema)),
  room: successEnvelope(operatorChatRoomSchema),
  messages: successEnvelope(z.array(chatMessageSchema)),
  message: successEnvelope(chatMessageSchema),
  iconUpload: successEnvelope(iconUploadedSchema),
};

export const servicePaths = {
  socket: '/wps/chat/socket',
  iconFile: '/art/icons/:file',
  operatorRooms: '/wps/operator/chats',
  operatorMessages: '/wps/operator/chats/:id/messages',
  operatorAssign: '/wps/operator/chats/:id/assign',
  /** Server-sent events: `event: message` each time a message is posted in the room (its id as data), `event: resume`
   * when the instance may have missed some (read the room again). */
  operatorStream: '/wps/operator/chats/:id/stream',
} as const;
