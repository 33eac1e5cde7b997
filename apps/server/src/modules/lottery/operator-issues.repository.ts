import type { OperatorIssueStatus } from '@portal/contracts';
import { and, count, countDistinct, desc, eq, gt, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { lotteryIssues, lotteryLines } from '../../db/schema/index.js';

export interface IssueFilter {
  lotteryGameId: number;
  status?: OperatorIssueStatus;
  /** The start of the issue number (digits and dashes only: no LIKE wildcard can be in it). */
  number?: string;
  /** The server's time: open, closed and awaiting are read against it. */
  now: Date;
  limit: number;
  offset: number;
}

/** An issue's stored status with its sales close and draw time, as the console's statuses read it. */
function statusCondition(status: OperatorIssueStatus, now: Date): SQL | undefined {
  const waiting = eq(lotteryIssues.status, 'open');
  switch (status) {
    case 'open':
      return and(waiting, gt(lotteryIssues.closesAt, now));
    case 'closed':
      return and(waiting, lte(lotteryIssues.closesAt, now), gt(lotteryIssues.drawAt, now));
    case 'awaiting':
      return and(waiting, lte(lotteryIssues.drawAt, now));
    default:
      return eq(lotteryIssues.status, status);
  }
}

/** A page of a game's issues, newest draw first, with the count of all that match (on the (game, draw) index). */
export async function issuePage(db: Executor, filter: IssueFilter) {
  const conditions: (SQL | undefined)[] = [eq(lotteryIssues.lotteryGameId, filter.lotteryGameId)];
  if (filter.status) conditions.push(statusCondition(filter.status, filter.now));
  if (filter.number) conditions.push(like(lotteryIssues.number, `${filter.number}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lotteryIssues)
      .where(where)
      .orderBy(desc(lotteryIssues.drawAt), desc(lotteryIssues.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(lotteryIssues).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** What was bet on each of these issues: orders, lines (and those still waiting), stakes and what was paid back. */
export async function issueBets(db: Executor, issueIds: bigint[]) {
  if (issueIds.length === 0) return [];
  return db
    .select({
      issueId: lotteryLines.issueId,
      orders: countDistinct(lotteryLines.orderId),
      lines: count(),
      waitingLines: sql<number>`count(*) FILTER (WHERE ${lotteryLines.status} = 'waiting')`.mapWith(Number),
      stake: sql<string>`sum(${lotteryLines.stake})::text`,
      paid: sql<string>`sum(${lotteryLines.payout} + ${lotteryLines.refund} + ${lotteryLines.rebate})::text`,
    })
    .from(lotteryLines)
    .where(inArray(lotteryLines.issueId, issueIds))
    .groupBy(lotteryLines.issueId);
}
