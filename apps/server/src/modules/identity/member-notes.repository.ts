import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.js';
import { memberNotes, members, memberTags, memberTree, operators } from '../../db/schema/index.js';

/** A member of the site by username (any letter case): its id and username as registered. */
export async function memberRefOfSite(db: Executor, siteId: number, username: string) {
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.username}) = lower(${username})`));
  return row ?? null;
}

/** One page of the member's notes, newest first, with each author's username and how many there are. */
export async function notesOf(db: Executor, memberId: bigint, limit: number, offset: number) {
  const rows = await db
    .select({
      id: memberNotes.id,
      text: memberNotes.text,
      author: operators.username,
      at: memberNotes.createdAt,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId));
  return { rows, total: counted?.n ?? 0 };
}

/** Keeps a note; answers it with its author's username. */
export async function addNote(db: Executor, note: { memberId: bigint; operatorId: bigint; text: string }) {
  const [row] = await db
    .insert(memberNotes)
    .values(note)
    .returning({ id: memberNotes.id, text: memberNotes.text, at: memberNotes.createdAt });
  const [author] = await db
    .select({ username: operators.username })
    .from(operators)
    .where(eq(operators.id, note.operatorId));
  return { ...row!, author: author?.username ?? '' };
}

/** The member's tags, A to Z (any letter case). */
export async function tagsOf(db: Executor, memberId: bigint): Promise<string[]> {
  const rows = await db
    .select({ tag: memberTags.tag })
    .from(memberTags)
    .where(eq(memberTags.memberId, memberId))
    .orderBy(asc(sql`lower(${memberTags.tag})`));
  return rows.map((row) => row.tag);
}

/** The member's tags become these (already one per letter case). */
export async function replaceTags(db: Executor, member: { id: bigint; siteId: number }, tags: string[]) {
  await db.delete(memberTags).where(eq(memberTags.memberId, member.id));
  if (tags.length === 0) return;
  await db.insert(memberTags).values(tags.map((tag) => ({ memberId: member.id, siteId: member.siteId, tag })));
}

const upline = alias(members, 'upline');

/**
 * A member of the site by username, its row locked for the rest of the transaction, with its upline's username.
 * Moves of the site's tree are taken one at a time (a transaction lock), so that two crossed moves cannot both
 * pass the check against a cycle.
 */
export async function lockMemberForMove(db: Executor, siteId: number, username: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('member_tree_move'), ${siteId})`);
  const [row] = await db
    .select({
      id: members.id,
      siteId: members.siteId,
      username: members.username,
      status: members.status,
      parentId: members.parentId,
      agent: upline.username,
    })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.parentId))
    .where(and(eq(members.siteId, siteId), sql`lower(${members.username}) = lower(${username})`))
    .for('update', { of: members });
  return row ?? null;
}

/** A member of the site by username, as a new upline: its id, username and type. */
export async function candidateUpline(db: Executor, siteId: number, username: string) {
  const [row] = await db
    .select({ id: members.id, username: members.username, memberType: members.memberType, status: members.status })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.username}) = lower(${username})`));
  return row ?? null;
}

/** Whether `descendantId` is the member itself or anyone of its team, at any depth. */
export async function isInTeamOf(db: Executor, memberId: bigint, descendantId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, memberId), eq(memberTree.descendantId, descendantId)));
  return row !== undefined;
}

/** How many members sit below the member, at any depth. */
export async function teamSizeOf(db: Executor, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, memberId), sql`${memberTree.depth} > 0`));
  return row?.n ?? 0;
}

/** The member's upline becomes another: the tree's trigger moves the member's team along. */
export async function setUpline(db: Executor, memberId: bigint, parentId: bigint): Promise<void> {
  await db.update(members).set({ parentId }).where(eq(members.id, memberId));
}
