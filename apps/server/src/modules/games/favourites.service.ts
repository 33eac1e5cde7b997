import type { Favourite, Game, GamePage, Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import type { Throttle } from '../../platform/throttle/index.js';
import { gameById } from './catalog.repository.js';
import { catalogCacheOf, listedOf, type PlayableCatalog } from './catalog-cache.js';
import { addFavourite, favouriteIds, favouritePage, recentGames, removeFavourite } from './favourites.repository.js';
import { gameView, stakeScale } from './game-view.js';

/** SPEC §5: one favourite toggle a second per member, counted by the throttle (every instance agrees). */
async function takeToggle(throttle: Throttle, memberId: bigint): Promise<void> {
  if (!(await throttle.of('favouriteToggle', String(memberId)).consume()).allowed) throw new AppError('THROTTLED');
}

interface FavouriteDeps {
  db: Database;
  throttle: Throttle;
}

/** Whether the site lists a game: a vendor it lists whole, or one of its own lottery games. */
const lists = (playable: PlayableCatalog, game: { id: string; vendor_code: string }) =>
  (playable.wholeVendors.includes(game.vendor_code) || playable.gameIds.includes(game.id)) &&
  !playable.hiddenIds.includes(game.id);

/** The game a favourite names, checked: it exists on this site, and vendor and category are its own. */
async function checkedGame(db: Database, site: Site, favourite: Favourite) {
  const [game, offered] = await Promise.all([gameById(db, favourite.nodeId), catalogCacheOf(db).playableBy(site.id)]);
  if (!game?.enabled || !lists(offered, game)) {
    throw new AppError('NOT_FOUND', {
      field: `nodeId`,
      message: `nodeId: no such game on this site`,
    });
  }
  if (game.vendor_code !== favourite.vendor) {
    throw new AppError('VALIDATION_ERROR', {
      field: `vendor`,
      message: `vendor: the game belongs to another vendor`,
    });
  }
  if (game.category !== favourite.gameType) {
    throw new AppError('VALIDATION_ERROR', {
      field: `gameType`,
      message: `gameType: the game is in another category`,
    });
  }
  return game;
}

/** Marks (`favourite` true) or unmarks a game: checked against the site's own game, one toggle a second. */
export async function setFavourite(
  { db, throttle }: FavouriteDeps,
  site: Site,
  memberId: bigint,
  favourite: Favourite,
  marked: boolean,
) {
  const game = await checkedGame(db, site, favourite);
  await takeToggle(throttle, memberId);
  await (marked ? addFavourite : removeFavourite)(db, memberId, game.id);
  return { ...favourite, favourite: marked };
}

/** MCSFE_getFavoriteGames: the node ids for the hearts on the cards. */
export async function favouriteNodeIds(db: Database, site: Site, memberId: bigint): Promise<string[]> {
  const offered = await catalogCacheOf(db).playableBy(site.id);
  return favouriteIds(db, memberId, listedOf(offered));
}

/** MCSFE_getFavoriteGamesList: the marked games, newest first. */
export async function favouriteGames(
  db: Database,
  site: Site,
  memberId: bigint,
  language: Language,
  page: { pageNo: number; pageSize: number },
): Promise<GamePage> {
  const offered = await catalogCacheOf(db).playableBy(site.id);
  const offset = (page.pageNo - 1) * page.pageSize;
  const { rows, total } = await favouritePage(db, memberId, listedOf(offered), language, page.pageSize, offset);
  const scale = stakeScale(site);
  const items = rows.map((row) => gameView(row, offered.byCode.get(row.vendor_code), scale));
  return { items, pageNo: page.pageNo, pageSize: page.pageSize, total };
}

/** GCS_recentGame: the member's recently launched games on this site, newest first. */
export async function recentlyPlayed(
  db: Database,
  site: Site,
  memberId: bigint,
  language: Language,
  limit: number,
): Promise<Game[]> {
  const offered = await catalogCacheOf(db).playableBy(site.id);
  const rows = await recentGames(db, memberId, listedOf(offered), language, limit);
  const scale = stakeScale(site);
  return rows.map((row) => gameView(row, offered.byCode.get(row.vendor_code), scale));
}
