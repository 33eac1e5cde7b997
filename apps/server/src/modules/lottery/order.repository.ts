import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { lotteryGames, lotteryIssues, lotteryLines, lotteryOrders } from '../../db/schema/index.js';

export type OrderRow = typeof lotteryOrders.$inferSelect;
export type LineRow = typeof lotteryLines.$inferSelect & { issueNumber: string };
export type NewLine = typeof lotteryLines.$inferInsert;
/** A line as priced, before its stake is debited: its real part is decided then (lottery_place_order). */
export type PricedLineRow = Omit<NewLine, 'realStake'>;

export async function findOrderByKey(db: Executor, memberId: bigint, key: string) {
  const [row] = await db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.idempotencyKey, key)));
  return row ?? null;
}

export async function linesOfOrders(db: Executor, orderIds: bigint[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ line: lotteryLines, issueNumber: lotteryIssues.number })
    .from(lotteryLines)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryLines.issueId))
    .where(inArray(lotteryLines.orderId, orderIds))
    .orderBy(asc(lotteryLines.orderId), asc(lotteryIssues.drawAt), asc(lotteryLines.lineNo));
  return rows.map((row) => ({ ...row.line, issueNumber: row.issueNumber }));
}

/** Order ids whose lines still wait on an issue open for sales (what a member may cancel). */
export async function cancellableOrders(db: Executor, orderIds: bigint[], now: Date) {
  if (orderIds.length === 0) return new Set<bigint>();
  const rows = await db
    .selectDistinct({ orderId: lotteryLines.orderId })
    .from(lotteryLines)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryLines.issueId))
    .where(
      and(
        inArray(lotteryLines.orderId, orderIds),
        eq(lotteryLines.status, 'waiting'),
        eq(lotteryIssues.status, 'open'),
        sql`${lotteryIssues.closesAt} > ${now}`,
      ),
    );
  return new Set(rows.map((row) => row.orderId));
}

export interface OrderFilter {
  memberId: bigint;
  gameId?: number;
  status?: 'active' | 'finished' | 'cancelled';
  from: Date;
  to: Date;
}

export async function ordersOf(db: Executor, filter: OrderFilter, offset: number, limit: number) {
  const conditions: SQL[] = [
    eq(lotteryOrders.memberId, filter.memberId),
    gte(lotteryOrders.createdAt, filter.from),
    lt(lotteryOrders.createdAt, filter.to),
  ];
  if (filter.gameId !== undefined) conditions.push(eq(lotteryOrders.lotteryGameId, filter.gameId));
  if (filter.status) conditions.push(eq(lotteryOrders.status, filter.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: lotteryOrders, gameCode: lotteryGames.code })
      .from(lotteryOrders)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryOrders.lotteryGameId))
      .where(where)
      .orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(lotteryOrders).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** An order with its game's code, as it stands now. */
export async function findOrderWithGame(db: Executor, orderId: bigint) {
  const [row] = await db
    .select({ order: lotteryOrders, gameCode: lotteryGames.code })
    .from(lotteryOrders)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryOrders.lotteryGameId))
    .where(eq(lotteryOrders.id, orderId));
  return row ?? null;
}

export async function lockOrder(db: Executor, siteId: number, memberId: bigint, orderNumber: string) {
  const [row] = await db
    .select()
    .from(lotteryOrders)
    .where(
      and(
        eq(lotteryOrders.siteId, siteId),
        eq(lotteryOrders.memberId, memberId),
        eq(lotteryOrders.orderNumber, orderNumber),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Cancels an order's lines that wait on issues still open for sales, holding those issues FOR SHARE
 * so no draw settles them meanwhile; each line leaves 'waiting' once, so its stake is refunded once.
 */
export async function cancelOpenLines(db: Executor, orderId: bigint, now: Date) {
  const result = await db.execute<{ member_id: string; stake: string }>(sql`
    WITH open_issues AS (
      SELECT i.id FROM ${lotteryIssues} i
      WHERE i.id IN (SELECT issue_id FROM ${lotteryLines} WHERE order_id = ${orderId} AND status = 'waiting')
        AND i.status = 'open' AND i.closes_at > ${now}
      ORDER BY i.id FOR SHARE
    )
    UPDATE ${lotteryLines} l SET status = 'cancelled', refund = l.stake, settled_at = ${now}
    WHERE l.order_id = ${orderId} AND l.status = 'waiting' AND l.issue_id IN (SELECT id FROM open_issues)
    RETURNING l.member_id, l.stake`);
  return result.rows.reduce((sum, row) => sum + BigInt(row.stake), 0n);
}

/** Marks these orders finished (or cancelled, when nothing of them was ever drawn) once no line waits. */
export async function closeFinishedOrders(db: Executor, orderIds: bigint[]) {
  if (orderIds.length === 0) return;
  await db.execute(sql`
    UPDATE ${lotteryOrders} o
    SET status = CASE WHEN EXISTS (SELECT 1 FROM ${lotteryLines} l WHERE l.order_id = o.id AND l.status <> 'cancelled')
                      THEN 'finished' ELSE 'cancelled' END
    WHERE o.id = ANY(${sql.raw(`ARRAY[${orderIds.map(String).join(',')}]::bigint[]`)}) AND o.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM ${lotteryLines} l WHERE l.order_id = o.id AND l.status = 'waiting')`);
}

/** The lottery games a member ordered on most recently, newest first. */
export async function recentlyOrderedGames(db: Executor, memberId: bigint, limit: number) {
  const rows = await db
    .select({ gameId: lotteryOrders.lotteryGameId, last: sql`max(${lotteryOrders.createdAt})` })
    .from(lotteryOrders)
    .where(eq(lotteryOrders.memberId, memberId))
    .groupBy(lotteryOrders.lotteryGameId)
    .orderBy(desc(sql`max(${lotteryOrders.createdAt})`))
    .limit(limit);
  return rows.map((row) => row.gameId);
}
