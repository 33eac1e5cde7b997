import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { chatMessages, chatRooms, members, operators, serviceChannels } from '../../db/schema/index.js';

/** The PostgreSQL channel chat frames go out on, to every instance (chat.hub.ts listens). */
export const chatFramesChannel = 'chat_frames';

/** Tells every instance listening on the chat channel about a frame (delivered once committed). */
export async function notifyChatFrame(db: Database, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${chatFramesChannel}, ${payload})`);
}

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type Sender = 'member' | 'staff';

export function channelsOf(db: Database, siteId: number) {
  return db
    .select()
    .from(serviceChannels)
    .where(eq(serviceChannels.siteId, siteId))
    .orderBy(asc(serviceChannels.sort), asc(serviceChannels.id));
}

/** The member's room, made on first use (one per member: the unique index settles a race). */
export async function roomOf(db: Database, siteId: number, memberId: bigint) {
  await db.insert(chatRooms).values({ siteId, memberId }).onConflictDoNothing({ target: chatRooms.memberId });
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.memberId, memberId));
  return room!;
}

export async function roomById(db: Database, siteId: number, id: bigint) {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, id), eq(chatRooms.siteId, siteId)));
  return room ?? null;
}

/** Stores a message and moves the room's last activity, together. */
export function insertChatMessage(
  db: Database,
  row: { roomId: bigint; sender: Sender; body: string; operatorId?: bigint },
): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const [message] = await tx.insert(chatMessages).values(row).returning();
    await tx.update(chatRooms).set({ lastMessageAt: sql`now()` }).where(eq(chatRooms.id, row.roomId));
    return message!;
  });
}

export function messagesAfter(db: Database, roomId: bigint, after: bigint, limit: number) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** The newest messages of a room, oldest first: what a browser that has seen nothing is shown. */
export async function latestMessages(db: Database, roomId: bigint, limit: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** What `reader`'s side has not read: the other side's messages past its read mark. */
export async function unreadFor(db: Database, roomId: bigint, reader: Sender): Promise<number> {
  const mark = reader === 'member' ? chatRooms.memberReadId : chatRooms.staffReadId;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.sender, reader === 'member' ? 'staff' : 'member'),
        gt(chatMessages.id, mark),
      ),
    );
  return row?.n ?? 0;
}

/** Moves a read mark forward only (a late frame never un-reads newer messages). */
export async function markRead(db: Database, roomId: bigint, reader: Sender, upTo: bigint): Promise<void> {
  const mark = reader === 'member' ? chatRooms.memberReadId : chatRooms.staffReadId;
  const column = reader === 'member' ? 'memberReadId' : 'staffReadId';
  await db
    .update(chatRooms)
    .set({ [column]: sql`greatest(${mark}, ${upTo})` })
    .where(eq(chatRooms.id, roomId));
}

/** The site's rooms for its staff (all, or the one of `roomId`): unread first, then by last activity. */
export async function roomsOfSite(db: Database, siteId: number, limit: number, roomId?: bigint) {
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m
    where m.room_id = ${chatRooms.id} and m.sender = 'member' and m.id > ${chatRooms.staffReadId})`;
  const last = sql<string | null>`(select m.body from ${chatMessages} m
    where m.room_id = ${chatRooms.id} order by m.id desc limit 1)`;
  return db
    .select({
      id: chatRooms.id,
      account: members.username,
      unread,
      lastMessage: last,
      lastMessageAt: chatRooms.lastMessageAt,
      assignee: operators.username,
    })
    .from(chatRooms)
    .innerJoin(members, eq(members.id, chatRooms.memberId))
    .leftJoin(operators, eq(operators.id, chatRooms.assigneeId))
    .where(and(eq(chatRooms.siteId, siteId), roomId === undefined ? undefined : eq(chatRooms.id, roomId)))
    .orderBy(sql`${unread} > 0 desc`, desc(chatRooms.lastMessageAt))
    .limit(limit);
}

/**
 * Makes `operatorId` the room's holder when the room is free, already its, or `takeOver` allows taking it from
 * another; answers whether it did (false: another operator holds it).
 */
export async function takeRoom(db: Executor, roomId: bigint, operatorId: bigint, takeOver: boolean): Promise<boolean> {
  const free = or(isNull(chatRooms.assigneeId), eq(chatRooms.assigneeId, operatorId));
  const taken = await db
    .update(chatRooms)
    .set({ assigneeId: operatorId, assignedAt: sql`now()` })
    .where(and(eq(chatRooms.id, roomId), takeOver ? undefined : free))
    .returning({ id: chatRooms.id });
  return taken.length > 0;
}

/** Frees the room when `operatorId` holds it, or whoever does when `anyone`; answers whether it did. */
export async function releaseRoom(db: Executor, roomId: bigint, operatorId: bigint, anyone: boolean): Promise<boolean> {
  const held = anyone ? undefined : or(isNull(chatRooms.assigneeId), eq(chatRooms.assigneeId, operatorId));
  const released = await db
    .update(chatRooms)
    .set({ assigneeId: null, assignedAt: null })
    .where(and(eq(chatRooms.id, roomId), held))
    .returning({ id: chatRooms.id });
  return released.length > 0;
}
