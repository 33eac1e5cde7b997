import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { sites } from '../src/db/schema/index.js';
import { lotterySchedulerJob } from '../src/modules/lottery/draw-scheduler.js';
import { gameOf, type LotteryGame } from '../src/modules/lottery/game.js';
import { currentIssue, enabledGames, findIssue } from '../src/modules/lottery/issue.repository.js';
import { runJobOnce } from '../src/platform/scheduler.js';
import { withConnection } from './connection.js';
import { type StatementTime, timeStatements } from './statement-timer.js';

/** A site's enabled lottery game as the server's lottery module sees it (schedule and settings parsed). */
export async function lotteryGameOf(db: Database, merchant: string, gameCode: string): Promise<LotteryGame> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, merchant));
  if (!site) throw new Error(`no site ${merchant}`);
  const game = (await enabledGames(db, site.id)).map(gameOf).find((candidate) => candidate.code === gameCode);
  if (!game) throw new Error(`site ${merchant} has no enabled lottery game ${gameCode}`);
  return game;
}

export interface ListedIssue {
  number: string;
  closesAt: Date;
  drawAt: Date;
}

/** The game's issue open for sales at `at` (what `GET /lotto/lgw/games/opened/numero` answers). */
export function openLotteryIssue(
  databaseUrl: string,
  merchant: string,
  gameCode: string,
  at = Date.now(),
): Promise<ListedIssue> {
  return withConnection(databaseUrl, async (db) => {
    const game = await lotteryGameOf(db, merchant, gameCode);
    const issue = await currentIssue(db, game.id, new Date(at));
    if (!issue) throw new Error(`${gameCode} has no issue open for sales`);
    return { number: issue.number, closesAt: issue.closesAt, drawAt: issue.drawAt };
  });
}

export interface SchedulerRun {
  /** What the run changed (issues listed and drawn), or null when another instance held the job's lock. */
  changed: number | null;
  /** Wall time of the job's transaction alone (the connection is opened before). */
  seconds: number;
  /** Draws the run logged as failed (it goes on with the others, as in production). */
  errors: string[];
  /** Time in PostgreSQL by statement (a COMMIT includes the checks deferred to it), the slowest first. */
  statements: StatementTime[];
}

/**
 * One run of the lottery scheduler job exactly as the app runs it every second (`runJobOnce`: one
 * transaction under the job's advisory lock; list ahead, then draw and settle every due house issue),
 * but at the instant `now`: a benchmark times a draw without waiting for the clock. Only with no
 * portal drawing the same issues meanwhile (stop it first), else the two race for the draw.
 */
export function runLotterySchedulerAt(databaseUrl: string, now: number): Promise<SchedulerRun> {
  return withConnection(databaseUrl, async (db) => {
    const timer = timeStatements(db.$client);
    await db.execute(sql`SELECT 1`);
    timer.reset();
    const errors: string[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args.map((arg) => String(arg)).join(' ')) };
    const started = performance.now();
    const changed = await runJobOnce(
      db,
      lotterySchedulerJob(() => now, log),
    );
    return { changed, seconds: (performance.now() - started) / 1000, errors, statements: timer.totals() };
  });
}

export interface IssueOutcome {
  status: string;
  result: string[] | null;
  /** Lines by status (waiting, won, lost, push, ...). */
  lines: Record<string, number>;
  stake: bigint;
  /** Prizes, refunds of pushed bets and rebates paid to members. */
  paid: bigint;
}

/** What an issue's draw left: its status and result, its lines by status, what they staked and were paid. */
export function lotteryIssueOutcome(
  databaseUrl: string,
  merchant: string,
  gameCode: string,
  issueNumber: string,
): Promise<IssueOutcome> {
  return withConnection(databaseUrl, async (db) => {
    const game = await lotteryGameOf(db, merchant, gameCode);
    const issue = await findIssue(db, game.id, issueNumber);
    if (!issue) throw new Error(`${gameCode} has no issue ${issueNumber}`);
    const { rows } = await db.execute<{ status: string; lines: string; stake: string; paid: string }>(sql`
      SELECT status, count(*) AS lines, sum(stake) AS stake, sum(payout + refund + rebate) AS paid
      FROM lottery_lines WHERE issue_id = ${issue.id} GROUP BY status`);
    return {
      status: issue.status,
      result: issue.result ?? null,
      lines: Object.fromEntries(rows.map((row) => [row.status, Number(row.lines)])),
      stake: rows.reduce((sum, row) => sum + BigInt(row.stake), 0n),
      paid: rows.reduce((sum, row) => sum + BigInt(row.paid), 0n),
    };
  });
}
