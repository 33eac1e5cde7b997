import {
  type ChatAssignRequest,
  type ChatMessage,
  chatBodySchema,
  type Language,
  type OperatorRole,
  type ServiceChannel,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { PgListener } from '../../platform/pg-listener.js';
import type { Secrets } from '../../platform/secrets.js';
import type { Site } from '../../platform/site.types.js';
import type { Throttle } from '../../platform/throttle/index.js';
import { textPicker } from '../../platform/translated.js';
import { recordAudit } from '../operator/operator.service.js';
import { ChatHub } from './chat.hub.js';
import * as chats from './chat.repository.js';
import type { ChatSocketLimits } from './chat-limits.js';

export interface ChatDeps {
  db: Database;
  hub: ChatHub;
  secrets: Secrets;
  throttle: Throttle;
  /** The chat socket's bounds (chat-limits.ts). */
  limits: ChatSocketLimits;
}

/** The instance's chat hub: frames go out as notifications through `listener`'s database. */
export function createChatHub(db: Database, listener: PgListener): ChatHub {
  return new ChatHub(listener, (payload) => chats.notifyChatFrame(db, payload));
}

/**
 * A member's message counted against the chat limit and decided in the same atomic step (all their
 * sockets share the key): over it, a 429 with the wait, and nothing stored.
 */
export async function consumeChatQuota(deps: ChatDeps, siteId: number, memberId: bigint) {
  const decision = await deps.throttle.of('chatMessages', `${siteId}:${memberId}`).consume();
  if (!decision.allowed) {
    throw new AppError('THROTTLED', { field: 'body', params: { retryAfterMs: decision.retryAfterMs } });
  }
}

export const messageView = (row: chats.ChatMessageRow): ChatMessage => ({
  id: String(row.id),
  sender: row.sender as ChatMessage['sender'],
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The site's channels in the reader's language, each path opened from its sealed form only now, to be shown. */
export async function serviceChannelList(deps: ChatDeps, site: Site, language: Language): Promise<ServiceChannel[]> {
  const rows = await chats.channelsOf(deps.db, site.id);
  const pick = textPicker(site, language);
  return rows.map((row) => ({
    id: String(row.id),
    csType: row.csType as ServiceChannel['csType'],
    title: pick(row.titles, row.title),
    path: deps.secrets.open(row.pathSealed),
  }));
}

/** A message body as the contract allows it, or a 400 naming `body`. */
export function checkedBody(body: unknown): string {
  const parsed = chatBodySchema.safeParse({ body });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_ERROR', { field: 'body', message: `body: ${issue.message}` });
  }
  return parsed.data.body;
}

/** Stores a message and hands it to everyone listening to the room, with the member's new unread count. */
export async function postMessage(
  deps: ChatDeps,
  roomId: bigint,
  sender: chats.Sender,
  body: unknown,
  operatorId?: bigint,
): Promise<ChatMessage> {
  const text = checkedBody(body);
  const message = messageView(await chats.insertChatMessage(deps.db, { roomId, sender, body: text, operatorId }));
  await deps.hub.publish(roomId, { type: 'message', message });
  if (sender === 'staff') await publishUnread(deps, roomId);
  return message;
}

/** What a (re)connecting browser is sent: everything after its last seen id, or the latest page. */
export async function historyFor(deps: ChatDeps, roomId: bigint, after: bigint): Promise<ChatMessage[]> {
  const rows =
    after > 0n
      ? await chats.messagesAfter(deps.db, roomId, after, 500)
      : await chats.latestMessages(deps.db, roomId, 100);
  return rows.map(messageView);
}

const roomView = (row: Awaited<ReturnType<typeof chats.roomsOfSite>>[number]) => ({
  ...row,
  id: String(row.id),
  lastMessageAt: row.lastMessageAt.toISOString(),
});

export async function operatorRooms(deps: ChatDeps, siteId: number) {
  return (await chats.roomsOfSite(deps.db, siteId, 200)).map(roomView);
}

/**
 * An operator takes a room (becomes its holder) or releases it, audited; the room as the list shows it after. A
 * room another operator holds is a 409, for taking and releasing alike, unless the caller is an owner.
 */
export async function assignRoom(
  deps: ChatDeps,
  siteId: number,
  roomId: bigint,
  operator: { operatorId: bigint; role: OperatorRole },
  request: ChatAssignRequest,
) {
  const room = await chats.roomById(deps.db, siteId, roomId);
  if (!room) throw new AppError('NOT_FOUND', { field: 'params.id' });
  const owner = operator.role === 'owner';
  await deps.db.transaction(async (tx) => {
    const done =
      request.action === 'take'
        ? await chats.takeRoom(tx, room.id, operator.operatorId, owner)
        : await chats.releaseRoom(tx, room.id, operator.operatorId, owner);
    if (!done) throw new AppError('CONFLICT', { field: 'params.id', message: 'another operator holds this chat' });
    await recordAudit(tx, {
      operatorId: operator.operatorId,
      siteId,
      action: request.action === 'take' ? 'chat.take' : 'chat.release',
      subject: String(room.id),
      details: { memberId: String(room.memberId), previous: room.assigneeId === null ? null : String(room.assigneeId) },
    });
  });
  const [row] = await chats.roomsOfSite(deps.db, siteId, 1, room.id);
  return roomView(row!);
}

/**
 * Calls `poke` with a message's id each time one is posted in the site's room (any instance), and `resume` when this
 * instance may have missed some; another site's room is a 404. Returns the function that stops listening.
 */
export async function watchRoom(
  deps: ChatDeps,
  siteId: number,
  roomId: bigint,
  poke: (messageId: string) => void,
  resume: () => void,
): Promise<() => void> {
  const room = await chats.roomById(deps.db, siteId, roomId);
  if (!room) throw new AppError('NOT_FOUND', { field: 'params.id' });
  const stopFrames = deps.hub.subscribe(room.id, (frame) => {
    if (frame.type === 'message') poke(frame.message.id);
  });
  const stopResume = deps.hub.onResume(resume);
  return () => {
    stopFrames();
    stopResume();
  };
}

/** The room's messages for the staff, who have read them once fetched; another site's room is a 404. */
export async function operatorRoomMessages(
  deps: ChatDeps,
  siteId: number,
  roomId: bigint,
  after: bigint,
  limit: number,
) {
  const room = await chats.roomById(deps.db, siteId, roomId);
  if (!room) throw new AppError('NOT_FOUND', { field: 'params.id' });
  const rows = await chats.messagesAfter(deps.db, room.id, after, limit);
  const last = rows.at(-1);
  if (last) await chats.markRead(deps.db, room.id, 'staff', last.id);
  return rows.map(messageView);
}

export async function staffReply(deps: ChatDeps, siteId: number, roomId: bigint, operatorId: bigint, body: unknown) {
  const room = await chats.roomById(deps.db, siteId, roomId);
  if (!room) throw new AppError('NOT_FOUND', { field: 'params.id' });
  const message = await postMessage(deps, room.id, 'staff', body, operatorId);
  // Answering is reading: what the member wrote before the answer is no longer unread for the staff.
  await chats.markRead(deps.db, room.id, 'staff', BigInt(message.id));
  return message;
}

/** The member's room (made on first use) and how many staff messages in it are unread. */
export async function memberRoom(deps: ChatDeps, siteId: number, memberId: bigint) {
  const room = await chats.roomOf(deps.db, siteId, memberId);
  return { roomId: room.id, unread: await chats.unreadFor(deps.db, room.id, 'member') };
}

/** The member has seen the room up to a message: every socket of the member hears what is still unread. */
export async function memberRead(deps: ChatDeps, roomId: bigint, upTo: bigint): Promise<void> {
  await chats.markRead(deps.db, roomId, 'member', upTo);
  await publishUnread(deps, roomId);
}

/** The member's unread count, to each of its sockets (a phone and a desktop show the same badge). */
async function publishUnread(deps: ChatDeps, roomId: bigint): Promise<void> {
  await deps.hub.publish(roomId, { type: 'unread', unread: await chats.unreadFor(deps.db, roomId, 'member') });
}
