import type { ResultFormat } from '@portal/contracts';
import type { LotteryKind } from '@portal/lottery';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import type { LotteryGame } from './game.js';
import * as issues from './issue.repository.js';
import { type SettleSummary, settleIssue, voidIssue } from './settlement.service.js';

const repeat = (times: number, digits: number) => Array<number>(times).fill(digits);
/** Digits of each VN prize number in result order (ĐB first), as @portal/lottery lays them out. */
const vnNorthDigits = [...repeat(10, 5), ...repeat(10, 4), ...repeat(3, 3), ...repeat(4, 2)];
const vnSouthDigits = [6, ...repeat(11, 5), ...repeat(4, 4), 3, 2];

/** What an official result of each kind looks like: how many numbers, their digits, their range, distinct or not. */
const resultRules: Record<
  LotteryKind,
  {
    count: (layout: string | null) => number;
    digits: (index: number, layout: string | null) => number;
    max?: number;
    distinct: boolean;
  }
> = {
  SSC: { count: () => 5, digits: () => 1, distinct: false },
  '11X5': { count: () => 5, digits: () => 2, max: 11, distinct: true },
  PK10: { count: () => 10, digits: () => 2, max: 10, distinct: true },
  LHC: { count: () => 7, digits: () => 2, max: 49, distinct: true },
  LF: { count: () => 8, digits: () => 2, max: 20, distinct: true },
  VN: {
    count: (layout) => (layout === 'south' ? 18 : 27),
    digits: (index, layout) => (layout === 'south' ? vnSouthDigits : vnNorthDigits)[index] ?? 0,
    distinct: false,
  },
  SEA: { count: () => 23, digits: () => 4, distinct: false },
};

/** What a result of the game must look like (the rule below), for the console to show and check before it sends. */
export function resultFormatOf(game: LotteryGame): ResultFormat {
  const rule = resultRules[game.shape.kind];
  const count = rule.count(game.shape.layout);
  return {
    lengths: Array.from({ length: count }, (_, index) => rule.digits(index, game.shape.layout)),
    max: rule.max ?? null,
    distinct: rule.distinct,
  };
}

/** A 400 naming the result when it does not fit the game's draw. */
export function assertResultFits(game: LotteryGame, result: string[]) {
  const rule = resultRules[game.shape.kind];
  const fail = (problem: string) => {
    throw new AppError('VALIDATION_ERROR', { field: 'result', message: `result: ${problem}`, params: { problem } });
  };
  if (result.length !== rule.count(game.shape.layout)) fail(`${rule.count(game.shape.layout)} numbers expected`);
  result.forEach((value, index) => {
    const digits = rule.digits(index, game.shape.layout);
    if (!new RegExp(`^[0-9]{${digits}}$`).test(value)) fail(`number ${index + 1} must have ${digits} digits`);
    if (rule.max !== undefined && (Number(value) < 1 || Number(value) > rule.max))
      fail(`number ${index + 1} outside 1-${rule.max}`);
  });
  if (rule.distinct && new Set(result).size !== result.length) fail('numbers repeat');
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Ends a closed issue as an operator asked (`end` settles or voids it): the issue must exist, be open and past
 * its sales close; it is locked, ended and audited in one transaction.
 */
async function endIssueAudited(
  db: Database,
  game: LotteryGame,
  issueNumber: string,
  now: Date,
  audit: { operatorId: bigint; action: string; details: (summary: SettleSummary) => Record<string, unknown> },
  end: (tx: Transaction, issue: issues.IssueRow) => Promise<SettleSummary>,
): Promise<SettleSummary> {
  const found = await issues.findIssue(db, game.id, issueNumber);
  if (!found) throw new AppError('NOT_FOUND', { field: 'issueNumber' });
  return db.transaction(async (tx) => {
    const issue = await issues.lockIssue(tx, found.id);
    if (issue?.status !== 'open')
      throw new AppError('LOTTERY_ISSUE_STATE', {
        field: 'issueNumber',
        params: { status: issue?.status ?? 'missing' },
      });
    if (issue.closesAt > now)
      throw new AppError('LOTTERY_ISSUE_STATE', { field: 'issueNumber', params: { status: 'selling' } });
    const summary = await end(tx, issue);
    await recordAudit(tx, {
      operatorId: audit.operatorId,
      siteId: game.siteId,
      action: audit.action,
      details: { game: game.code, issue: issueNumber, ...audit.details(summary) },
    });
    return summary;
  });
}

/** An operator enters the official result of a closed issue of an official game: settled at once, audited in the same transaction. */
export async function enterOfficialResult(
  db: Database,
  game: LotteryGame,
  operatorId: bigint,
  issueNumber: string,
  result: string[],
  now: Date,
) {
  if (game.source !== 'official')
    throw new AppError('LOTTERY_ISSUE_STATE', { field: 'gameCode', params: { status: 'house' } });
  assertResultFits(game, result);
  const details = (summary: SettleSummary) => ({ result, lines: summary.lines, paid: String(summary.paid) });
  return endIssueAudited(db, game, issueNumber, now, { operatorId, action: 'lottery.result', details }, (tx, issue) =>
    settleIssue(tx, game, issue, result, now),
  );
}

/** An operator voids a closed issue (house or official): every waiting line is refunded, audited. */
export async function voidIssueByOperator(
  db: Database,
  game: LotteryGame,
  operatorId: bigint,
  issueNumber: string,
  reason: string,
  now: Date,
) {
  const details = (summary: SettleSummary) => ({ reason, lines: summary.lines, refunded: String(summary.paid) });
  return endIssueAudited(db, game, issueNumber, now, { operatorId, action: 'lottery.void', details }, (tx, issue) =>
    voidIssue(tx, game, issue, reason, now),
  );
}
