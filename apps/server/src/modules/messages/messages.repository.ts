import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, oncePerDatabase } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { members, messages } from '../../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;

export async function languageOfMember(db: Executor, memberId: bigint): Promise<string> {
  const [row] = await db.select({ language: members.language }).from(members).where(eq(members.id, memberId));
  return row?.language ?? 'EN';
}

export async function insertMessage(db: Executor, row: typeof messages.$inferInsert): Promise<void> {
  await db.insert(messages).values(row);
}

export async function messagePage(db: Database, memberId: bigint, page: number, pageSize: number, unreadOnly: boolean) {
  const where: SQL | undefined = and(eq(messages.memberId, memberId), unreadOnly ? isNull(messages.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// Read on every member-info call (the badge): prepared once per database.
const unreadQuery = oncePerDatabase((db) =>
  db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.memberId, sql.placeholder('memberId')), isNull(messages.readAt)))
    .prepare('unread_messages'),
);

export async function unreadCount(db: Database, memberId: bigint): Promise<number> {
  const [row] = await unreadQuery(db).execute({ memberId });
  return row?.n ?? 0;
}

/** Marks a message of this member read; null when the member has no such message. */
export async function markRead(db: Database, memberId: bigint, id: bigint) {
  const [row] = await db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(eq(messages.id, id), eq(messages.memberId, memberId)))
    .returning();
  return row ?? null;
}

export async function deleteMessage(db: Database, memberId: bigint, id: bigint): Promise<boolean> {
  const rows = await db
    .delete(messages)
    .where(and(eq(messages.id, id), eq(messages.memberId, memberId)))
    .returning({ id: messages.id });
  return rows.length > 0;
}
