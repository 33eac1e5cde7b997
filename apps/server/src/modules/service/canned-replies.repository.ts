import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { cannedReplies } from '../../db/schema/index.js';

export type CannedReplyRow = typeof cannedReplies.$inferSelect;
export interface CannedReplyValues {
  language: string;
  title: string;
  body: string;
  sortOrder: number;
}

export function repliesOfSite(db: Executor, siteId: number) {
  return db
    .select()
    .from(cannedReplies)
    .where(eq(cannedReplies.siteId, siteId))
    .orderBy(asc(cannedReplies.language), asc(cannedReplies.sortOrder), asc(cannedReplies.id));
}

/**
 * Holds the site's canned replies still until the transaction ends (an advisory lock per site), so a count and the
 * insert it allows are one step: two adds at the limit never both pass.
 */
export async function lockSiteReplies(tx: Executor, siteId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('canned_replies'), ${siteId})`);
}

export async function countInLanguage(tx: Executor, siteId: number, language: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(cannedReplies)
    .where(and(eq(cannedReplies.siteId, siteId), eq(cannedReplies.language, language)));
  return row?.count ?? 0;
}

export async function lockReply(tx: Executor, siteId: number, id: bigint) {
  const [row] = await tx
    .select()
    .from(cannedReplies)
    .where(and(eq(cannedReplies.siteId, siteId), eq(cannedReplies.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertReply(tx: Executor, siteId: number, values: CannedReplyValues) {
  const [row] = await tx
    .insert(cannedReplies)
    .values({ siteId, ...values })
    .returning();
  return row!;
}

export async function updateReply(tx: Executor, id: bigint, values: CannedReplyValues) {
  const [row] = await tx
    .update(cannedReplies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cannedReplies.id, id))
    .returning();
  return row!;
}

export async function deleteReply(tx: Executor, id: bigint): Promise<void> {
  await tx.delete(cannedReplies).where(eq(cannedReplies.id, id));
}
