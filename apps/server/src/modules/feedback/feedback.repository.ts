import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { feedback, members } from '../../db/schema/index.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type OperatorFeedbackRow = FeedbackRow & { account: string };

export async function insertFeedback(db: Executor, row: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [inserted] = await db.insert(feedback).values(row).returning();
  return inserted!;
}

/** A page of one member's feedback, newest first (feedback_member). */
export async function memberPage(db: Database, memberId: bigint, page: number, pageSize: number) {
  const where = eq(feedback.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A page of a site's feedback for its operators, newest first, optionally only (un)answered (feedback_site). */
export async function sitePage(
  db: Database,
  siteId: number,
  answered: boolean | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: OperatorFeedbackRow[]; total: number }> {
  const state: SQL | undefined =
    answered === undefined ? undefined : answered ? isNotNull(feedback.answer) : isNull(feedback.answer);
  const where = and(eq(feedback.siteId, siteId), state);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: feedback, account: members.username })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows: rows.map(({ row, account }) => ({ ...row, account })), total: total?.n ?? 0 };
}

/**
 * Writes the answer only while there is none (two operators answering at once: one wins, the other
 * gets nothing back), scoped to the site so an id of another site is never touched.
 */
export async function answerOnce(
  db: Executor,
  siteId: number,
  id: bigint,
  answer: { text: string; operatorId: bigint; at: Date },
): Promise<FeedbackRow | null> {
  const [row] = await db
    .update(feedback)
    .set({ answer: answer.text, answeredBy: answer.operatorId, answeredAt: answer.at })
    .where(and(eq(feedback.id, id), eq(feedback.siteId, siteId), isNull(feedback.answer)))
    .returning();
  return row ?? null;
}

export async function findOnSite(db: Executor, siteId: number, id: bigint): Promise<FeedbackRow | null> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.siteId, siteId)));
  return row ?? null;
}

export async function accountOf(db: Executor, memberId: bigint): Promise<string> {
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId));
  return row?.username ?? '';
}
