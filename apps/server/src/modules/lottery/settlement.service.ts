import { type DrawContext, type DrawResult, drawResult, playById, settleLine } from '@portal/lottery';
import type { Executor } from '../../db/executor.js';
import { houseAccount, postEntry } from '../ledger/ledger.service.js';
import { contextOf, type LotteryGame } from './game.js';
import { lotterySettlementHouse } from './house.js';
import * as issues from './issue.repository.js';
import { closeFinishedOrders } from './order.repository.js';
import * as settlement from './settlement.repository.js';

const byValue = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

export interface SettleSummary {
  issueNumber: string;
  status: 'settled' | 'void';
  lines: number;
  paid: bigint;
}

/** One line's outcome: prizes for what it hit, its stake back for pushed bets, the rebate on the rest. */
function outcomeOf(line: settlement.WaitingLine, result: DrawResult, context: DrawContext) {
  const play = playById(line.playId);
  if (!play) throw new Error(`lottery line ${line.id}: unknown play ${line.playId}`);
  const { hits, pushes } = settleLine(play, line.selection, result, context);
  const payout = hits.reduce((sum, hit) => sum + BigInt(line.prizes[hit.option] ?? '0') * BigInt(hit.count), 0n);
  const refund = line.betStake * BigInt(pushes);
  const rebate = (line.rebateDue * BigInt(line.bets - pushes)) / BigInt(line.bets);
  const status = payout > 0n ? 'won' : refund > 0n ? 'push' : 'lost';
  return { id: line.id, status, payout, refund, rebate } as const;
}

/**
 * Pays what the lines that just changed are owed in one ledger entry from the settlement house
 * account (one leg per member); its key makes a second run move nothing.
 */
async function payCredits(tx: Executor, game: LotteryGame, key: string, kind: string, credits: settlement.Credit[]) {
  const byMember = new Map<bigint, bigint>();
  for (const credit of credits) byMember.set(credit.memberId, (byMember.get(credit.memberId) ?? 0n) + credit.amount);
  for (const [member, amount] of byMember) if (amount === 0n) byMember.delete(member);
  const total = [...byMember.values()].reduce((sum, amount) => sum + amount, 0n);
  if (total === 0n) return 0n;
  const accounts = await settlement.mainAccounts(tx, [...byMember.keys()]);
  const house = await houseAccount(tx, game.siteId, lotterySettlementHouse, game.currency);
  await postEntry(tx, {
    siteId: game.siteId,
    kind,
    idempotencyKey: key,
    legs: [
      { accountId: house, amount: -total },
      ...[...byMember].map(([member, amount]) => ({ accountId: accounts.get(member)!, amount })),
    ],
    memo: { game: game.code, category: game.category },
  });
  return total;
}

/**
 * Settles a locked open issue with its result, set-based: every waiting line's outcome in one
 * statement, chases that won and stop on a win give up their later issues, one betting-record round
 * per order, one ledger entry paying every member, the issue closed, finished orders marked.
 */
export async function settleIssue(
  tx: Executor,
  game: LotteryGame,
  issue: issues.IssueRow,
  result: DrawResult,
  now: Date,
): Promise<SettleSummary> {
  const lines = await settlement.waitingLines(tx, issue.id);
  await settlement.lockOrders(tx, [...new Set(lines.map((line) => line.orderId))].sort(byValue));
  // One context for the issue: working out its site-local date per line cost a second over 100,000 lines.
  const context = contextOf(game, issue.drawAt);
  const outcomes = lines.map((line) => outcomeOf(line, result, context));
  const credits = await settlement.recordOutcomes(tx, outcomes, now);
  const won = new Set(outcomes.filter((outcome) => outcome.status === 'won').map((outcome) => outcome.id));
  const wonOrders = [...new Set(lines.filter((line) => won.has(line.id)).map((line) => line.orderId))];
  credits.push(...(await settlement.stopWonChases(tx, issue.id, wonOrders, now)));
  await settlement.recordRounds(tx, issue.id, now);
  const paid = await payCredits(tx, game, `lottery:settle:${issue.id}`, 'lottery_payout', credits);
  await issues.closeIssue(tx, issue.id, { status: 'settled', result: [...result], at: now });
  await closeFinishedOrders(tx, [
    ...new Set(credits.map((credit) => credit.orderId).concat(lines.map((line) => line.orderId))),
  ]);
  return { issueNumber: issue.number, status: 'settled', lines: lines.length, paid };
}

/** Voids a locked open issue: every waiting line is refunded its stake (no rebate), once. */
export async function voidIssue(
  tx: Executor,
  game: LotteryGame,
  issue: issues.IssueRow,
  reason: string,
  now: Date,
): Promise<SettleSummary> {
  const lines = await settlement.waitingLines(tx, issue.id);
  await settlement.lockOrders(tx, [...new Set(lines.map((line) => line.orderId))].sort(byValue));
  const credits = await settlement.recordOutcomes(
    tx,
    lines.map((line) => ({ id: line.id, status: 'void', payout: 0n, refund: line.stake, rebate: 0n })),
    now,
  );
  const paid = await payCredits(tx, game, `lottery:void:${issue.id}`, 'lottery_refund', credits);
  await issues.closeIssue(tx, issue.id, { status: 'void', result: null, voidReason: reason, at: now });
  await closeFinishedOrders(tx, [...new Set(lines.map((line) => line.orderId))]);
  return { issueNumber: issue.number, status: 'void', lines: lines.length, paid };
}

/**
 * Draws a house issue by the provably fair scheme and settles it, or voids it when it was missed for
 * longer than the site allows. Locks the issue first: an issue another run settled is left alone.
 */
export async function drawDueIssue(tx: Executor, game: LotteryGame, issueId: bigint, now: Date) {
  const issue = await issues.lockIssue(tx, issueId);
  if (issue?.status !== 'open' || issue.drawAt > now || !issue.serverSeed) return null;
  const late = (now.getTime() - issue.drawAt.getTime()) / 1000;
  const limit = game.settings.voidMissedAfterSeconds;
  if (limit !== null && late > limit) return voidIssue(tx, game, issue, 'missed draw', now);
  const result = await drawResult(game.shape, game.code, issue.number, issue.serverSeed);
  return settleIssue(tx, game, issue, result, now);
}
