import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../platform/clock.js';
import type { Job } from '../../platform/scheduler.js';
import { gameOf } from './game.js';
import { dueIssues, enabledGames, gamesByIds, lastListedDraws } from './issue.repository.js';
import { listAhead } from './issue.service.js';
import { drawDueIssue } from './settlement.service.js';

/** Issues drawn per run at most: a server back from a long stop catches up over a few runs, not in one transaction. */
const drawsPerRun = 50;

/**
 * One run of the lottery's scheduler: list every enabled game's coming issues (their house seeds committed
 * with them), then draw and settle each house issue whose draw time has come, oldest first, each in a
 * savepoint of its own: one that fails is logged and tried again next run, the others go on. An
 * issue is locked and checked before it is drawn, so none is drawn twice. Answers what it changed.
 */
export async function runLotteryScheduler(tx: Executor, now: number, log?: Pick<FastifyBaseLogger, 'error'>) {
  const games = new Map((await enabledGames(tx)).map((row) => [row.id, gameOf(row)]));
  const listed = await lastListedDraws(tx);
  let changed = 0;
  for (const game of games.values()) changed += await listAhead(tx, game, listed.get(game.id), now);
  const due = await dueIssues(tx, new Date(now), drawsPerRun);
  // A game taken off sale lists no new issue, but the issues it listed are still drawn and settled.
  const offSale = [...new Set(due.map(({ issue }) => issue.lotteryGameId))].filter((id) => !games.has(id));
  for (const row of await gamesByIds(tx, offSale)) games.set(row.id, gameOf(row));
  for (const { issue } of due) {
    const game = games.get(issue.lotteryGameId);
    if (!game) continue;
    try {
      if (await tx.transaction((savepoint) => drawDueIssue(savepoint, game, issue.id, new Date(now)))) changed++;
    } catch (error) {
      log?.error({ err: error, game: game.code, issue: issue.number }, 'lottery draw failed; tried again next run');
    }
  }
  return changed;
}

/** The scheduler's job: every second, on one instance at a time (advisory lock). */
export function lotterySchedulerJob(now: Clock, log: Pick<FastifyBaseLogger, 'error'>): Job {
  return { name: 'lottery.scheduler', everyMs: 1000, run: (tx) => runLotteryScheduler(tx, now(), log) };
}
