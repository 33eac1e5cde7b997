import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { games, lotteryGames, lotteryIssues, sites } from '../../db/schema/index.js';

export type LotteryGameRow = typeof lotteryGames.$inferSelect & {
  name: string;
  names: Record<string, string>;
  /** The site's: issues are scheduled in its time zone and priced in its currency. */
  timeZone: string;
  currency: string;
  currencyDecimals: number;
  prizeModes: string[];
};
export type IssueRow = typeof lotteryIssues.$inferSelect;

/** Every enabled lottery game of every site (the scheduler's list), or of one site. */
export function enabledGames(db: Executor, siteId?: number): Promise<LotteryGameRow[]> {
  return gameRows(
    db,
    siteId === undefined
      ? eq(lotteryGames.enabled, true)
      : and(eq(lotteryGames.enabled, true), eq(lotteryGames.siteId, siteId)),
  );
}

/** Every lottery game of one site, on sale or not (a game taken off sale keeps its page, saying it is closed). */
export function siteGames(db: Executor, siteId: number): Promise<LotteryGameRow[]> {
  return gameRows(db, eq(lotteryGames.siteId, siteId));
}

/** These lottery games, on sale or not (a game taken off sale still draws the issues it listed). */
export function gamesByIds(db: Executor, ids: number[]): Promise<LotteryGameRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : gameRows(db, inArray(lotteryGames.id, ids));
}

async function gameRows(db: Executor, where: SQL | undefined): Promise<LotteryGameRow[]> {
  const rows = await db
    .select({
      game: lotteryGames,
      name: games.gameName,
      names: games.names,
      timeZone: sites.timeZone,
      currency: sites.currencyCode,
      currencyDecimals: sites.currencyDecimals,
      prizeModes: sites.prizeModes,
    })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(sites, eq(sites.id, lotteryGames.siteId))
    .where(where)
    .orderBy(asc(lotteryGames.siteId), asc(lotteryGames.sortOrder), asc(lotteryGames.id));
  return rows.map(({ game, ...site }) => ({ ...game, ...site }));
}

/** The last draw time already listed for each game (where to continue opening issues); one index probe each. */
export async function lastListedDraws(db: Executor): Promise<Map<number, Date>> {
  const result = await db.execute<{ id: number; last: string | Date | null }>(
    sql`SELECT g.id, (SELECT max(i.draw_at) FROM lottery_issues i WHERE i.lottery_game_id = g.id) AS last
        FROM lottery_games g WHERE g.enabled`,
  );
  const listed = new Map<number, Date>();
  for (const row of result.rows) if (row.last !== null) listed.set(row.id, new Date(row.last));
  return listed;
}

export interface NewIssue {
  lotteryGameId: number;
  number: string;
  closesAt: Date;
  drawAt: Date;
  serverSeed: string | null;
  commitment: string | null;
}

/** Lists issues that are not listed yet; an issue already there keeps its seed (its commitment never changes). */
export async function insertIssues(db: Executor, issues: NewIssue[]) {
  if (issues.length === 0) return;
  await db.insert(lotteryIssues).values(issues).onConflictDoNothing();
}

/** The issue open for sales: the earliest whose sales close after `now`. */
export async function currentIssue(db: Executor, lotteryGameId: number, now: Date) {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(
      and(
        eq(lotteryIssues.lotteryGameId, lotteryGameId),
        eq(lotteryIssues.status, 'open'),
        sql`${lotteryIssues.closesAt} > ${now}`,
      ),
    )
    .orderBy(asc(lotteryIssues.closesAt))
    .limit(1);
  return row ?? null;
}

/** The latest settled issue of each of these games (the "last result" of the game list). */
export async function lastResults(db: Executor, lotteryGameIds: number[]) {
  if (lotteryGameIds.length === 0) return new Map<number, IssueRow>();
  const rows = await db
    .selectDistinctOn([lotteryIssues.lotteryGameId])
    .from(lotteryIssues)
    .where(and(inArray(lotteryIssues.lotteryGameId, lotteryGameIds), eq(lotteryIssues.status, 'settled')))
    .orderBy(lotteryIssues.lotteryGameId, desc(lotteryIssues.drawAt));
  return new Map(rows.map((row) => [row.lotteryGameId, row]));
}

/** Issues past their draw time that still wait for a result, oldest first. */
export async function dueIssues(db: Executor, now: Date, limit: number) {
  return db
    .select({ issue: lotteryIssues, source: lotteryGames.source })
    .from(lotteryIssues)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.lotteryGameId))
    .where(and(eq(lotteryIssues.status, 'open'), lte(lotteryIssues.drawAt, now), eq(lotteryGames.source, 'house')))
    .orderBy(asc(lotteryIssues.drawAt))
    .limit(limit);
}

export async function lockIssue(db: Executor, issueId: bigint) {
  const [row] = await db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issueId)).for('update');
  return row ?? null;
}

export async function findIssue(db: Executor, lotteryGameId: number, number: string) {
  const [row] = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, lotteryGameId), eq(lotteryIssues.number, number)));
  return row ?? null;
}

export async function closeIssue(
  db: Executor,
  issueId: bigint,
  change: { status: 'settled' | 'void'; result: string[] | null; voidReason?: string; at: Date },
) {
  await db
    .update(lotteryIssues)
    .set({ status: change.status, result: change.result, voidReason: change.voidReason ?? null, settledAt: change.at })
    .where(eq(lotteryIssues.id, issueId));
}

/** Drawn or voided issues of a game, newest first. */
export async function pastIssues(db: Executor, lotteryGameId: number, offset: number, limit: number) {
  const where = and(eq(lotteryIssues.lotteryGameId, lotteryGameId), ne(lotteryIssues.status, 'open'));
  const [rows, [total]] = await Promise.all([
    db.select().from(lotteryIssues).where(where).orderBy(desc(lotteryIssues.drawAt)).offset(offset).limit(limit),
    db.select({ total: count() }).from(lotteryIssues).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The timings of a game's issues by number (those listed; a number not listed is left out). */
export function issueTimingsByNumber(db: Executor, lotteryGameId: number, numbers: string[]) {
  return db
    .select({
      id: lotteryIssues.id,
      number: lotteryIssues.number,
      closesAt: lotteryIssues.closesAt,
      drawAt: lotteryIssues.drawAt,
    })
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, lotteryGameId), inArray(lotteryIssues.number, numbers)));
}
