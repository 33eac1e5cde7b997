import type { DrawRecord, OpenIssue } from '@portal/contracts';
import { commitmentOf, drawStats, newServerSeed } from '@portal/lottery';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { LotteryGame } from './game.js';
import * as issues from './issue.repository.js';
import { type Slot, slotsAfter, slotsBetween } from './schedule.js';

/** Issues are listed (and house seeds committed) at least this far ahead, and at least three of them. */
const listAheadMs = 15 * 60 * 1000;
const listAheadCount = 3;

/** New issues for these slots: a house issue draws its seed now and publishes the commitment with it. */
async function newIssues(game: LotteryGame, slots: Slot[]): Promise<issues.NewIssue[]> {
  return Promise.all(
    slots.map(async (slot) => {
      const serverSeed = game.source === 'house' ? newServerSeed() : null;
      return {
        lotteryGameId: game.id,
        number: slot.number,
        drawAt: slot.drawAt,
        closesAt: new Date(slot.drawAt.getTime() - game.closeBeforeSeconds * 1000),
        serverSeed,
        commitment: serverSeed === null ? null : await commitmentOf(serverSeed),
      };
    }),
  );
}

/**
 * Lists a game's coming issues up to the horizon, continuing after the last one listed; an issue that
 * is listed already is left as it is (its seed and commitment never change). Answers how many were added.
 */
export async function listAhead(db: Executor, game: LotteryGame, lastListed: Date | undefined, now: number) {
  const wanted = Math.max(
    now + listAheadMs,
    slotsAfter(game.schedule, game.timeZone, now, listAheadCount).at(-1)?.drawAt.getTime() ?? now,
  );
  const from = Math.max(lastListed?.getTime() ?? now, now);
  if (from >= wanted) return 0;
  const slots = slotsBetween(game.schedule, game.timeZone, from, wanted);
  await issues.insertIssues(db, await newIssues(game, slots));
  return slots.length;
}

/** The slots a chase bets on after its first issue's draw. */
export function slotsAfterIssue(game: LotteryGame, drawAt: Date, count: number): Slot[] {
  return slotsAfter(game.schedule, game.timeZone, drawAt.getTime(), count);
}

/** Lists these slots as the game's issues; a slot listed already keeps its seed (its commitment never changes). */
export async function listSlots(db: Executor, game: LotteryGame, slots: Slot[]) {
  await issues.insertIssues(db, await newIssues(game, slots));
}

export function openIssueView(game: LotteryGame, issue: issues.IssueRow, now: number): OpenIssue {
  return {
    gameCode: game.code,
    issueNumber: issue.number,
    closesAt: issue.closesAt.toISOString(),
    drawAt: issue.drawAt.toISOString(),
    commitment: issue.commitment,
    source: game.source,
    serverTime: new Date(now).toISOString(),
  };
}

/** The issue open for sales now; a game between its last draw of the day and the first of the next, or off sale, has none. */
export async function openIssue(db: Executor, game: LotteryGame, now: number) {
  // A game off sale keeps the issues it listed (they are drawn), but sells none of them.
  if (!game.enabled) throw new AppError('LOTTERY_SALES_CLOSED', { field: 'gameCode' });
  const issue = await issues.currentIssue(db, game.id, new Date(now));
  if (!issue) throw new AppError('LOTTERY_SALES_CLOSED', { field: 'gameCode' });
  return openIssueView(game, issue, now);
}

/** Draw history, newest first: a house draw shows its seed and commitment once the result is in. */
export function drawView(issue: issues.IssueRow, source: LotteryGame['source']): DrawRecord {
  const settled = issue.status === 'settled';
  return {
    issueNumber: issue.number,
    drawAt: issue.drawAt.toISOString(),
    status: settled ? 'settled' : 'void',
    source,
    result: settled ? (issue.result ?? null) : null,
    commitment: issue.commitment,
    serverSeed: settled ? issue.serverSeed : null,
  };
}

export async function drawHistory(db: Executor, game: LotteryGame, page: number, size: number) {
  const { rows, total } = await issues.pastIssues(db, game.id, page * size, size);
  return { items: rows.map((row) => drawView(row, game.source)), page, pageSize: size, total };
}

/** Hot numbers and gaps over the game's last settled draws. */
export async function statsOf(db: Executor, game: LotteryGame, draws: number) {
  const { rows } = await issues.pastIssues(db, game.id, 0, draws);
  const results = rows.flatMap((row) => (row.status === 'settled' && row.result ? [row.result] : []));
  return { draws: results.length, positions: drawStats(game.shape, results) };
}
