import type { OperatorIssue, OperatorIssueStatus, OperatorIssuesQuery, OperatorLotteryGame } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import type { LotteryGame } from './game.js';
import type { IssueRow } from './issue.repository.js';
import { issueBets, issuePage } from './operator-issues.repository.js';
import { resultFormatOf } from './operator-lottery.service.js';

/** A site's lottery game as the console lists it: what it is, who draws it, and the shape of its result. */
export function operatorGameView(game: LotteryGame): OperatorLotteryGame {
  return {
    gameCode: game.code,
    name: game.names.EN ?? game.name,
    names: game.names,
    kind: game.shape.kind,
    layout: game.shape.layout,
    source: game.source,
    closeBeforeSeconds: game.closeBeforeSeconds,
    currency: game.currency,
    resultFormat: resultFormatOf(game),
  };
}

/** Where an issue stands at `now` (see operatorIssueStatuses). */
function statusOf(issue: IssueRow, now: Date): OperatorIssueStatus {
  if (issue.status === 'settled' || issue.status === 'void') return issue.status;
  if (issue.closesAt > now) return 'open';
  return issue.drawAt > now ? 'closed' : 'awaiting';
}

const noBets = { orders: 0, lines: 0, waitingLines: 0, stake: '0', paid: '0' };

/**
 * A page of the game's issues for the console, newest first, with what was bet on each. A house issue's seed is
 * shown once its result is in, as the members' draw history shows it: before the draw it would tell the result.
 */
export async function issuesOf(db: Executor, game: LotteryGame, query: OperatorIssuesQuery, now: Date) {
  const { page, pageSize, status, number } = query;
  const { rows, total } = await issuePage(db, {
    lotteryGameId: game.id,
    ...(status ? { status } : {}),
    ...(number ? { number } : {}),
    now,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const bets = new Map(
    (
      await issueBets(
        db,
        rows.map((row) => row.id),
      )
    ).map((row) => [row.issueId, row]),
  );
  const items = rows.map((row): OperatorIssue => {
    const settled = row.status === 'settled';
    const { issueId: _issueId, ...bet } = bets.get(row.id) ?? { issueId: row.id, ...noBets };
    return {
      issueNumber: row.number,
      closesAt: row.closesAt.toISOString(),
      drawAt: row.drawAt.toISOString(),
      status: statusOf(row, now),
      result: settled ? (row.result ?? null) : null,
      settledAt: row.settledAt?.toISOString() ?? null,
      voidReason: row.voidReason,
      commitment: row.commitment,
      serverSeed: settled ? row.serverSeed : null,
      ...bet,
    };
  });
  return { items, total, page, pageSize };
}
