import type { GameSwitchRequest, OperatorGame, OperatorGamesQuery, OperatorVendor } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { siteLotteryGameIds } from '../lottery/lottery-catalog.service.js';
import { recordAudit } from '../operator/operator.service.js';
import { gameKindsOf } from './catalog.repository.js';
import { likePattern } from './catalog.service.js';
import { catalogCacheOf } from './catalog-cache.js';
import { canLaunch, launchesKind, listsOnlySiteGames } from './playable.js';
import * as repository from './site-games.repository.js';

/**
 * The console's vendor part of the Games section (issue 25 "Games"). The switches are the games module's own
 * tables (site_vendor_switches over the site's set-up in site_vendors, and site_games over the global catalogue);
 * every change clears the catalogue cache, so the member site's next read shows it, and is audited before/after.
 */
export interface GamesActor {
  siteId: number;
  operatorId: bigint;
  ip: string;
}

/** The games an operator may switch on this site: its playable vendors' (on or off) and its own lottery games. */
async function switchable(db: Database, siteId: number) {
  const [rows, lotteryIds] = await Promise.all([repository.siteVendorRows(db, siteId), siteLotteryGameIds(db, siteId)]);
  const playable = rows.filter(canLaunch);
  return {
    rows,
    vendors: playable.filter((vendor) => !listsOnlySiteGames(vendor)).map((vendor) => vendor.code),
    gameIds: lotteryIds.map(String),
  };
}

/** The site's vendors, on or off, with their games in the catalogue and how many of those it switched off. */
export async function vendorsOfSite(db: Database, siteId: number): Promise<OperatorVendor[]> {
  const cache = catalogCacheOf(db);
  const [{ rows, gameIds }, profiles, off] = await Promise.all([
    switchable(db, siteId),
    cache.vendorProfiles(),
    repository.gamesOffByVendor(db, siteId),
  ]);
  const lotteryGames = await gameKindsOf(db, gameIds);
  return rows.map((vendor) => {
    const games = listsOnlySiteGames(vendor)
      ? lotteryGames.filter((game) => game.vendor_code === vendor.code).length
      : (profiles.get(vendor.code) ?? [])
          .filter((profile) => launchesKind(vendor, profile.subType))
          .reduce((sum, profile) => sum + profile.count, 0);
    return {
      code: vendor.code,
      name: vendor.name,
      category: vendor.category,
      enabled: vendor.enabled,
      playable: canLaunch(vendor),
      games,
      gamesOff: off.get(vendor.code) ?? 0,
    };
  });
}

/** Switches a vendor of the site on or off (404 for a vendor the site was not set up with), audited. */
export async function switchVendorOfSite(
  db: Database,
  actor: GamesActor,
  code: string,
  enabled: boolean,
): Promise<OperatorVendor> {
  await db.transaction(async (tx) => {
    const [before] = await repository.siteVendorRows(tx, actor.siteId, code);
    if (!before) throw new AppError('NOT_FOUND', { field: 'code', message: 'code: no such vendor on this site' });
    await repository.switchVendor(tx, actor.siteId, code, enabled);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action: 'games.vendor.switch',
      subject: `vendor:${code}`,
      details: { ip: actor.ip, before: { enabled: before.enabled }, after: { enabled } },
    });
  });
  catalogCacheOf(db).clear();
  const vendor = (await vendorsOfSite(db, actor.siteId)).find((candidate) => candidate.code === code);
  if (!vendor) throw new AppError('NOT_FOUND', { field: 'code' });
  return vendor;
}

const gameView = (row: repository.OperatorGameRow): OperatorGame => ({
  id: row.id,
  vendorCode: row.vendor_code,
  gameCode: row.game_code,
  name: row.game_name,
  category: row.category,
  subType: row.sub_type,
  enabled: row.enabled,
  hot: row.hot_rank,
  sortOrder: row.sort_order,
  custom: row.custom,
});

/** A page of the site's games for the console, filtered by vendor, category and name; the hot list hottest first. */
export async function gamesOfSite(db: Database, siteId: number, query: OperatorGamesQuery) {
  const { vendors, gameIds } = await switchable(db, siteId);
  const rows = await repository.operatorGamePage(
    db,
    siteId,
    {
      vendors,
      gameIds,
      vendor: query.vendor,
      category: query.category,
      namePattern: query.q ? likePattern(query.q) : undefined,
      hotOnly: query.list === 'hot',
    },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return { items: rows.map(gameView), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Sets a game's values on this site (on or off, hot rank, place), audited before/after; 404 for another's game. */
export async function saveGameOfSite(
  db: Database,
  actor: GamesActor,
  gameId: string,
  body: GameSwitchRequest,
): Promise<OperatorGame> {
  const { vendors, gameIds } = await switchable(db, actor.siteId);
  const after = await db.transaction(async (tx) => {
    const before = await repository.operatorGameForUpdate(tx, actor.siteId, { vendors, gameIds }, gameId);
    if (!before) throw new AppError('NOT_FOUND', { field: 'id', message: 'id: no such game on this site' });
    await repository.saveSiteGame(tx, actor.siteId, gameId, {
      enabled: body.enabled,
      hotRank: body.hot,
      sortOrder: body.sortOrder,
    });
    const saved = await repository.operatorGameForUpdate(tx, actor.siteId, { vendors, gameIds }, gameId);
    const values = (game: OperatorGame) => ({ enabled: game.enabled, hot: game.hot, sortOrder: game.sortOrder });
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action: 'games.game.update',
      subject: `game:${gameId}`,
      details: {
        ip: actor.ip,
        vendor: before.vendor_code,
        game: before.game_code,
        before: values(gameView(before)),
        after: values(gameView(saved ?? before)),
      },
    });
    return gameView(saved ?? before);
  });
  catalogCacheOf(db).clear();
  return after;
}
