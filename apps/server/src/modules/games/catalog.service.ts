import {
  type Game,
  type GameCategory,
  type GameListQuery,
  type GameMenu,
  type GamePage,
  gameCategories,
  gameList,
  type Language,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { jsonWithBigints } from '../../platform/json.js';
import { ok } from '../../platform/route-schema.js';
import type { Site } from '../../platform/site.types.js';
import { artworkSubject as artworkSubjectOf, gameCount, gamePage, type ListFilter } from './catalog.repository.js';
import { type CatalogCache, catalogCacheOf, listedOf } from './catalog-cache.js';
import { gameView, showsBingo, stakeScale, vendorView } from './game-view.js';

/** Categories that are views over the others (or pages of their own), never where a vendor lives. */
const viewCategories = new Set<GameCategory>(['HOME', 'HOT', 'FAV', 'PROMO']);
const vendorCategories = gameCategories.filter((category) => !viewCategories.has(category));

/** LIKE's own metacharacters are escaped, so a search is for the literal text typed. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Categories with at least one vendor the site can play, each with those vendors (SPEC §3 "Game menu
 * item"): a category or vendor whose games cannot be launched here is not offered.
 */
export async function gameMenus(db: Database, site: Site): Promise<GameMenu> {
  const offered = await catalogCacheOf(db).playableBy(site.id);
  return vendorCategories
    .map((category) => ({
      gameCategory: category,
      vendors: offered.list.filter((vendor) => vendor.category === category).map(vendorView),
    }))
    .filter((item) => item.vendors.length > 0);
}

/** The largest page a list may ask for: the home page's 200, every other page 24 (SPEC §9). */
export function maxPageSize(gameType: GameCategory | undefined): number {
  return gameType === 'HOME' ? gameList.homeSize : gameList.pageSize;
}

/** Turns a list query into a filter over the site's vendors, refusing what cannot be listed. */
async function filterOf(cache: CatalogCache, site: Site, query: GameListQuery): Promise<ListFilter> {
  if (query.gameType === 'FAV' || query.gameType === 'PROMO') {
    throw new AppError('VALIDATION_ERROR', {
      field: 'gameType',
      message: `gameType: ${query.gameType} is not a game list (favourites: MCSFE_getFavoriteGamesList)`,
    });
  }
  const limit = maxPageSize(query.gameType);
  if (query.pageSize > limit) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'pageSize',
      message: `pageSize: at most ${limit} for this list`,
    });
  }
  const bingo = showsBingo(site);
  if (query.gameClassify === 'BG' && !bingo) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'gameClassify',
      message: 'gameClassify: BG is not offered on this site',
    });
  }
  const offered = await cache.playableBy(site.id);
  if (query.vassalage && !offered.byCode.has(query.vassalage)) {
    throw new AppError('NOT_FOUND', {
      field: 'vassalage',
      message: 'vassalage: no such vendor on this site',
    });
  }
  const scale = stakeScale(site);
  return {
    ...listedOf(offered),
    category: query.gameType && !viewCategories.has(query.gameType) ? query.gameType : undefined,
    hotOnly: query.gameType === 'HOT' || undefined,
    vendor: query.vassalage,
    subType: query.gameClassify,
    namePattern: query.gameName ? likePattern(query.gameName) : undefined,
    maxMinBet: query.minBet === undefined ? undefined : BigInt(query.minBet) / scale,
    minLines: query.minLineNum ? query.minLineNum : undefined,
    withoutBingo: !bingo || undefined,
  };
}

const answerKey = (site: Site, language: Language, query: GameListQuery) =>
  `${site.id}:${query.language ?? language}:${JSON.stringify(query)}`;

/** The game list of SPEC §3 (GET /lgw/games/list and GCSGAME_gameList), kept a few seconds per query. */
export function listGames(db: Database, site: Site, language: Language, query: GameListQuery): Promise<GamePage> {
  const key = `page:${answerKey(site, language, query)}`;
  return catalogCacheOf(db).answers.get(key, () => freshGamePage(db, site, language, query)) as Promise<GamePage>;
}

/**
 * The same list as the UTF-8 JSON of its whole answer, kept as bytes: the most requested call of the
 * portal then costs a lookup and a write, not a serialization of two dozen games on every request.
 */
export function listGamesJson(
  db: Database,
  site: Site,
  language: Language,
  query: GameListQuery,
  serialize: (answer: { success: true; value: GamePage }) => string,
): Promise<Buffer> {
  const key = `json:${answerKey(site, language, query)}`;
  return catalogCacheOf(db).answers.get(key, async () =>
    Buffer.from(serialize(ok(await listGames(db, site, language, query)))),
  ) as Promise<Buffer>;
}

async function freshGamePage(db: Database, site: Site, language: Language, query: GameListQuery): Promise<GamePage> {
  const cache = catalogCacheOf(db);
  const filter = await filterOf(cache, site, query);
  const offset = (query.pageNo - 1) * query.pageSize;
  const rows = await gamePage(db, filter, query.language ?? language, query.pageSize, offset);
  // A short first page is the whole list: no need to count it.
  const total =
    rows.length < query.pageSize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await cache.totals.get(`${site.id}:${jsonWithBigints(filter)}`, () => gameCount(db, filter));
  const offered = await cache.playableBy(site.id);
  const scale = stakeScale(site);
  return {
    items: rows.map((row) => gameView(row, offered.byCode.get(row.vendor_code), scale)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
  };
}

/** GCSGAME_hotGamesV2: the hottest games of the site (optionally of one category), hottest first. */
export async function hotGames(
  db: Database,
  site: Site,
  language: Language,
  query: { gameType?: GameCategory; limitNum: number },
): Promise<Game[]> {
  const offered = await catalogCacheOf(db).playableBy(site.id);
  const filter: ListFilter = {
    ...listedOf(offered),
    category: query.gameType && !viewCategories.has(query.gameType) ? query.gameType : undefined,
    hotOnly: true,
    withoutBingo: !showsBingo(site) || undefined,
  };
  const rows = await gamePage(db, filter, language, query.limitNum, 0);
  const scale = stakeScale(site);
  return rows.map((row) => gameView(row, offered.byCode.get(row.vendor_code), scale));
}

/** What a piece of generated artwork shows: the game (or vendor) it is drawn for; null when there is none. */
export function artworkSubject(db: Database, vendorCode: string, gameCode: string) {
  return artworkSubjectOf(db, vendorCode, gameCode);
}

/**
 * Whether the site offers a game now (the launch's check): its vendor is switched on here and the game is not
 * switched off here. Read through the catalogue cache an operator's switch clears.
 */
export async function siteOffersGame(db: Database, siteId: number, gameId: string, vendorCode: string) {
  const cache = catalogCacheOf(db);
  const [offered, playable] = await Promise.all([cache.offeredBy(siteId), cache.playableBy(siteId)]);
  return offered.byCode.has(vendorCode) && !playable.hiddenIds.includes(gameId);
}

/** The vendors the site offers now (switched on), with the adapter that launches each (vendors.provider). */
export async function offeredVendorsOf(db: Database, siteId: number): Promise<{ code: string; provider: string }[]> {
  return (await catalogCacheOf(db).offeredBy(siteId)).list.map(({ code, provider }) => ({ code, provider }));
}
