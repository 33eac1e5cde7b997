import {
  type Game,
  type GameMenu,
  gamePaths,
  gameSchema,
  relayPath,
  type Vendor,
  vendorSchema,
} from '@portal/contracts';
import { fakeApi } from './fake-api';
import { ok, permissionFixture } from './fixtures';

/** A game as the catalog answers it, checked against the contract. */
export function gameFixture(nodeId: string, overrides: Partial<Game> = {}): Game {
  return gameSchema.parse({
    nodeId,
    nodeName: `node-${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameName: `game-${nodeId}`,
    gameCode: `G${nodeId}`,
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameType: 'RNG',
    gameClassify: null,
    isGame: true,
    showIcon: true,
    iconUrl: `/art/games/${nodeId}.svg`,
    lagerIcon: `/art/games/${nodeId}-large.svg`,
    minBet: '100',
    lineNum: 25,
    freeTrial: false,
    hot: false,
    isNew: false,
    available: true,
    ...overrides,
  });
}

export function vendorFixture(vassalage: string, overrides: Partial<Vendor> = {}): Vendor {
  return vendorSchema.parse({
    vassalage,
    name: `${vassalage} Gaming`,
    iconUrl: `/art/vendors/${vassalage}.svg`,
    gameType: 'RNG',
    walletMode: 'seamless',
    available: true,
    isNew: false,
    ...overrides,
  });
}

export const vendorsOf = (prefix: string, count: number, gameType: Vendor['gameType']) =>
  Array.from({ length: count }, (_, index) => vendorFixture(`${prefix}${index + 1}`, { gameType }));

export const gamesPaths = {
  list: gamePaths.list,
  hot: relayPath('GCSGAME_hotGamesV2'),
  vendorTypes: relayPath('GCSGAME_getVassGameType'),
  favouriteIds: relayPath('MCSFE_getFavoriteGames'),
  favourites: relayPath('MCSFE_getFavoriteGamesList'),
  addFavourite: relayPath('MCSFE_addFavoriteGameV2'),
  removeFavourite: relayPath('MCSFE_removeFavoriteGameV2'),
  recent: relayPath('GCS_recentGame'),
  menus: gamePaths.menus,
  lanes: gamePaths.lanes,
  launch: gamePaths.launch,
} as const;

/** A site whose free play switch is on, so cards may offer "Free trial". */
export function freePlayPermission() {
  const permission = permissionFixture();
  permission.info.whitelabel.switches.FREEPLAY3 = true;
  return permission;
}

/**
 * The fake API with a small catalog: the menus given, a game list that pages `games` (filtered by
 * vendor, sub-type and name as the server would), and empty hot games, lanes and favourites.
 */
export async function catalogApi({
  menus = [{ gameCategory: 'RNG', vendors: [vendorFixture('PG'), vendorFixture('JILI')] }],
  games = [] as Game[],
  permission = permissionFixture(),
}: {
  menus?: GameMenu;
  games?: Game[];
  permission?: ReturnType<typeof permissionFixture>;
} = {}) {
  const api = await fakeApi({ permission });
  api.on('GET', gamesPaths.menus, () => ok(menus));
  api.on('GET', gamesPaths.hot, () => ok([]));
  api.on('GET', gamesPaths.lanes, () => ok([]));
  api.on('GET', gamesPaths.favouriteIds, () => ok([]));
  api.on('GET', gamesPaths.list, ({ query }) => {
    const pageNo = Number(query.get('pageNo'));
    const pageSize = Number(query.get('pageSize'));
    const type = query.get('gameType');
    const vendor = query.get('vassalage');
    const classify = query.get('gameClassify');
    const name = query.get('gameName')?.toLowerCase();
    const shown = games.filter(
      (game) =>
        (!type || type === 'HOME' || game.gameType === type) &&
        (!vendor || game.vassalage === vendor) &&
        (!classify || game.gameClassify === classify) &&
        (!name || game.displayName.toLowerCase().includes(name)),
    );
    return ok({
      items: shown.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNo,
      pageSize,
      total: shown.length,
    });
  });
  return api;
}
