import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { games, lotteryGames, lotteryIssues, sites } from '../../db/schema/index.js';
import type { LotteryGameRow } from './issue.repository.js';

/** A site's lottery game, on or off, with what the module reads with it and its last listed draw. */
export type SettingsRow = LotteryGameRow & { listedUntil: Date | null };

/** Every lottery game of a site, enabled or not, in the site's order; `code` narrows it to one (locked when `lock`). */
export async function siteGameRows(
  db: Executor,
  siteId: number,
  options: { code?: string; lock?: boolean } = {},
): Promise<SettingsRow[]> {
  const where = options.code
    ? and(eq(lotteryGames.siteId, siteId), eq(lotteryGames.code, options.code))
    : eq(lotteryGames.siteId, siteId);
  const query = db
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
    .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.id));
  const rows = options.lock ? await query.for('update', { of: lotteryGames }) : await query;
  const listed = await lastDraws(
    db,
    rows.map((row) => row.game.id),
  );
  return rows.map(({ game, ...site }) => ({ ...game, ...site, listedUntil: listed.get(game.id) ?? null }));
}

/** The last draw time listed for each of these games. */
async function lastDraws(db: Executor, gameIds: number[]): Promise<Map<number, Date>> {
  const found = new Map<number, Date>();
  for (const id of gameIds) {
    const [row] = await db
      .select({ last: max(lotteryIssues.drawAt) })
      .from(lotteryIssues)
      .where(eq(lotteryIssues.lotteryGameId, id));
    if (row?.last) found.set(id, row.last);
  }
  return found;
}

export interface GameChange {
  enabled: boolean;
  schedule: Record<string, unknown>;
  closeBeforeSeconds: number;
  settings: Record<string, unknown>;
}

export async function updateGame(tx: Executor, id: number, change: GameChange): Promise<void> {
  await tx.update(lotteryGames).set(change).where(eq(lotteryGames.id, id));
}

/**
 * Copies a site's lottery games to a new site (its template's), leaving out the settings in `droppedKeys` (amounts
 * of another currency), so the new site's games take its currency's defaults.
 */
export async function copyGames(tx: Executor, from: number, to: number, droppedKeys: readonly string[] | null) {
  const settings = droppedKeys
    ? sql`settings - ARRAY[${sql.join(
        droppedKeys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`
    : sql`settings`;
  await tx.execute(sql`
    INSERT INTO ${lotteryGames} (site_id, code, game_id, kind, layout, source, schedule, close_before_seconds, settings,
      enabled, sort_order)
    SELECT ${to}, code, game_id, kind, layout, source, schedule, close_before_seconds, ${settings}, enabled, sort_order
    FROM ${lotteryGames} WHERE site_id = ${from}`);
}

/** Which of these issue numbers the game has listed already. */
export async function listedNumbers(db: Executor, lotteryGameId: number, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ number: lotteryIssues.number })
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, lotteryGameId), inArray(lotteryIssues.number, numbers)));
  return rows.map((row) => row.number);
}
