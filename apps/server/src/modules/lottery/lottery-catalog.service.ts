import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { gameOf, type LotteryGame } from './game.js';
import { enabledGames, siteGames } from './issue.repository.js';
import { siteGameRows } from './lottery-game-settings.repository.js';

/**
 * A site's lottery games, read once every few seconds (every request of the lottery pages names its
 * game; the list changes only when an operator changes it).
 */
export class LotteryCatalog {
  private readonly cache = new TtlCache<number, LotteryGame[]>(5_000, 1_000);

  constructor(private readonly db: Executor) {}

  /** The site's games on sale (the lists). */
  async gamesOf(siteId: number): Promise<LotteryGame[]> {
    return (await this.allOf(siteId)).filter((game) => game.enabled);
  }

  private allOf(siteId: number): Promise<LotteryGame[]> {
    return this.cache.get(siteId, async () => (await siteGames(this.db, siteId)).map(gameOf));
  }

  /**
   * The site's game by code, on sale or not (a game off sale answers its page and draws; its sales are closed), or a
   * 404 naming the field that carried it.
   */
  async byCode(siteId: number, code: string, field = 'gameCode'): Promise<LotteryGame> {
    const game = (await this.allOf(siteId)).find((candidate) => candidate.code === code);
    if (!game) throw new AppError('NOT_FOUND', { field, message: `${field}: no such lottery game here` });
    return game;
  }

  /**
   * Every game of the site, on sale or not, read now (the console's issue calls: a game taken off sale still has
   * the issues it listed to draw, settle or void).
   */
  async everyGameOf(siteId: number): Promise<LotteryGame[]> {
    return (await siteGameRows(this.db, siteId)).map(gameOf);
  }

  /** The site's game by code, on sale or not, or a 404 naming the field that carried it. */
  async anyByCode(siteId: number, code: string, field = 'gameCode'): Promise<LotteryGame> {
    const [row] = await siteGameRows(this.db, siteId, { code });
    if (!row) throw new AppError('NOT_FOUND', { field, message: `${field}: no such lottery game here` });
    return gameOf(row);
  }

  clear() {
    this.cache.clear();
  }
}

/**
 * The catalog games (node ids) of the site's enabled lottery games: the only games of the in-house
 * lottery's vendors the site lists and launches (another site's lottery games are not played here).
 */
export async function siteLotteryGameIds(db: Executor, siteId: number): Promise<bigint[]> {
  return (await enabledGames(db, siteId)).map((row) => row.gameId);
}

/** SPEC §2: the VN family plays on /vnLottery, 4D on /seaLottery, every other kind on /lottery. */
const pageOfKind: Record<string, string> = { VN: '/vnLottery', SEA: '/seaLottery' };

/** The page a catalog launch of a lottery game opens, or null when the site has no such lottery game. */
export async function lotteryPageOf(db: Executor, siteId: number, gameCode: string): Promise<string | null> {
  const game = (await enabledGames(db, siteId)).find((candidate) => candidate.code === gameCode);
  if (!game) return null;
  return `${pageOfKind[game.kind] ?? '/lottery'}?gameCode=${encodeURIComponent(game.code)}`;
}
