import type { DepositStatus } from '@portal/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { deposits, members, operators, paymentChannels } from '../../db/schema/index.js';

export type DepositRow = typeof deposits.$inferSelect;

/**
 * A deposit's number as its member knows it: their 1st, 2nd... request (issue 22, finding 25: the
 * site-wide id made a new member's first deposit #17). Counted on deposits_member (member_id, id).
 */
// Written out in full: drizzle may print the outer columns unqualified, which the subquery would read as its own.
const memberNumber = sql<number>`(SELECT count(*)::int FROM deposits mine
  WHERE mine.member_id = "deposits"."member_id" AND mine.id <= "deposits"."id")`;

/** The member's number of one deposit (its member's count up to it). */
export async function memberNumberOf(db: Executor, id: bigint): Promise<number> {
  const [row] = await db.select({ number: memberNumber }).from(deposits).where(eq(deposits.id, id));
  return row?.number ?? 0;
}
export type ChannelRow = typeof paymentChannels.$inferSelect;

export function channelsOf(db: Database, siteId: number) {
  return db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

export async function findChannel(db: Database, siteId: number, id: bigint) {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, siteId), eq(paymentChannels.id, id), eq(paymentChannels.enabled, true)));
  return row ?? null;
}

/** Locks a deposit of a site for a decision; null when the site has no such deposit. */
export async function lockDeposit(db: Executor, siteId: number, id: bigint) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.siteId, siteId), eq(deposits.id, id)))
    .for('update');
  return row ?? null;
}

export async function markRejected(db: Executor, id: bigint, operatorId: bigint, reason: string) {
  const [row] = await db
    .update(deposits)
    .set({ status: 'rejected', rejectReason: reason, decidedBy: operatorId, decidedAt: new Date() })
    .where(eq(deposits.id, id))
    .returning();
  return row!;
}

export async function findDepositByKey(db: Executor, memberId: bigint, key: string) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.idempotencyKey, key)));
  return row ?? null;
}

/** Inserts the request; null when the same key raced it in first. */
export async function insertDeposit(db: Executor, row: typeof deposits.$inferInsert): Promise<DepositRow | null> {
  const [inserted] = await db.insert(deposits).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function markCredited(db: Executor, id: bigint, entryId: bigint, operatorId: bigint | null, at: Date) {
  const [row] = await db
    .update(deposits)
    .set({ status: 'credited', entryId, decidedBy: operatorId, decidedAt: at })
    .where(eq(deposits.id, id))
    .returning();
  return row!;
}

export async function depositPage(
  db: Database,
  memberId: bigint,
  page: number,
  pageSize: number,
  status?: DepositStatus,
) {
  const where: SQL | undefined = and(eq(deposits.memberId, memberId), status ? eq(deposits.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        deposit: deposits,
        number: memberNumber,
        channel: paymentChannels.name,
        channelNames: paymentChannels.names,
      })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(deposits).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A deposit as operators see it: with its channel, its member, and who decided it. */
function operatorDepositSelect(db: Database) {
  return db
    .select({
      deposit: deposits,
      number: memberNumber,
      channel: paymentChannels.name,
      member: members.username,
      decidedBy: operators.username,
    })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .leftJoin(operators, eq(operators.id, deposits.decidedBy));
}

/** A site's deposits for operators, oldest pending first when filtered by status. */
export async function siteDepositPage(
  db: Database,
  siteId: number,
  page: number,
  pageSize: number,
  status?: DepositStatus,
) {
  const where = and(eq(deposits.siteId, siteId), status ? eq(deposits.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    operatorDepositSelect(db)
      .where(where)
      .orderBy(status === 'pending' ? asc(deposits.id) : desc(deposits.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(deposits).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function operatorDepositView(db: Database, id: bigint) {
  const [row] = await operatorDepositSelect(db).where(eq(deposits.id, id));
  return row!;
}
