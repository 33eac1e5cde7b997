import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/demo/demo-members.js';
import { seedDemoIfEmpty } from '../../src/demo/seed.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

/**
 * Issue 22, finding 15: a site shows only what it can play. On the demo sites as seeded (the made-up
 * studios other than the RNG ones, which play on the game server, have no adapter; Aurora and Lotus run different lottery games under the same in-house
 * vendor), every category, vendor, game and live table a visitor is offered opens for a member.
 */
let ctx: TestContext;
const player: Record<string, PortalClient> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db);
  await ctx.app.sites.reload();
  const account = demoAccounts[1]!;
  for (const site of ['AUR', 'LTS']) {
    player[site] = new PortalClient(ctx.app, site);
    expect((await player[site].login(account.username, account.password)).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

type Game = { nodeId: string; gameCode: string; vassalage: string; gameType: string; available: boolean };
type Menu = { gameCategory: string; vendors: { vassalage: string; available: boolean }[] }[];

const value = async (site: string, url: string) => {
  const response = await new PortalClient(ctx.app, site).call('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().value;
};
const everyGame = async (site: string, query = ''): Promise<Game[]> =>
  (await value(site, `/lgw/games/list?gameType=HOME&pageSize=200${query}`)).items;

describe.each([
  // The sportsbook, e-sports and cockfight studios play on the game server's book (issue 27).
  [
    'AUR',
    ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT'],
    ['SSC1M', 'SYXW3M', 'PK105M', 'LF5M', 'LHC5M', 'MARKSIX'],
  ],
  [
    'LTS',
    ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'],
    ['VNFAST5M', 'VNNORTH', 'VNSOUTH', 'SEA4D', 'SSC1M'],
  ],
])('demo site %s', (site, categories, lotteryCodes) => {
  it('offers in its header only the categories and vendors whose games launch', async () => {
    const menus: Menu = await value(site, '/lgw/games/game_menus');
    expect(menus.map((menu) => menu.gameCategory)).toEqual(categories);
    const vendors = menus.flatMap((menu) => menu.vendors);
    expect(vendors.every((vendor) => vendor.available)).toBe(true);
    const lanes: { cards: { vassalage: string }[] }[] = await value(site, '/lgw/games/vendor_lanes');
    expect(lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage))).toEqual(vendors.map((v) => v.vassalage));
    const fresh: { vassalage: string }[] = await value(site, '/wps/relay/GCSGAME_newGameVendor');
    expect(fresh.every((vendor) => vendors.some((v) => v.vassalage === vendor.vassalage))).toBe(true);
  });

  it('lists its own lottery games only, and every game it lists or ranks hot opens for a member', async () => {
    const games = await everyGame(site);
    const lottery = [
      ...(await everyGame(site, '&vassalage=PLOTTO')),
      ...(categories.includes('ELOTT') ? await everyGame(site, '&vassalage=PLOTTOVN') : []),
    ].map((game) => game.gameCode);
    expect(lottery.sort()).toEqual([...lotteryCodes].sort());
    // This portal runs without the game server: its titles stay listed and answer that their vendor is not
    // answering (the game server's own tests launch them against a running one). Every other game opens.
    const served = new Set(
      (
        await ctx.database.db.execute<{ code: string }>(sql`SELECT code FROM vendors WHERE provider = 'game-server'`)
      ).rows.map((row) => row.code),
    );
    const hot: Game[] = await value(site, '/wps/relay/GCSGAME_hotGamesV2?limitNum=100');
    for (const game of [...games, ...hot]) {
      const launch = await player[site]!.call('GET', `/wps/game/launchGame?nodeId=${game.nodeId}`);
      const expected = served.has(game.vassalage) ? [503, 'VENDOR_UNAVAILABLE'] : [200, undefined];
      expect([game.gameCode, launch.statusCode, launch.json().code]).toEqual([game.gameCode, ...expected]);
    }
  });

  it("lists a game-server studio's table games, video poker, arcade, scratch cards and bingo: all have engines", async () => {
    for (const kind of ['TG', 'VP', 'AC', 'SC', 'BG']) {
      const [house] = (
        await ctx.database.db.execute<{ id: string; code: string; vendor: string }>(sql`
          SELECT g.id::text AS id, g.game_code AS code, g.vendor_code AS vendor FROM games g
            JOIN vendors v ON v.code = g.vendor_code AND v.provider = 'game-server'
            JOIN site_vendors sv ON sv.vendor_code = v.code AND sv.enabled
            JOIN sites s ON s.id = sv.site_id AND s.code = ${site}
           WHERE g.sub_type = ${kind} AND g.enabled ORDER BY g.id LIMIT 1`)
      ).rows;
      const listed = await everyGame(site, `&vassalage=${house!.vendor}`);
      expect(
        listed.map((game) => game.nodeId),
        kind,
      ).toContain(house!.id);
      // No game server answers here: the launch reaches for it and says so, as for the studio's slots.
      const launch = await player[site]!.call('GET', `/wps/game/launchGame?nodeId=${house!.id}`);
      expect([kind, launch.statusCode, launch.json().code]).toEqual([kind, 503, 'VENDOR_UNAVAILABLE']);
    }
  });

  it("counts a lottery vendor's games as the site lists them: its own lottery games", async () => {
    let counted = 0;
    for (const vendor of ['PLOTTO', 'PLOTTOVN'].filter((code) => code === 'PLOTTO' || categories.includes('ELOTT'))) {
      const types: { count: number }[] = await value(site, `/wps/relay/GCSGAME_getVassGameType?vassalage=${vendor}`);
      const listed = (await everyGame(site, `&vassalage=${vendor}`)).length;
      expect(types.reduce((sum, type) => sum + type.count, 0)).toBe(listed);
      counted += listed;
    }
    expect(counted).toBe(lotteryCodes.length);
  });

  it('lists no live table while no game server reports one, and refuses a vendor that is not live', async () => {
    // Live tables are what their vendor runs (the game server's own tests list them against a running one).
    expect(await value(site, '/wps/relay/GLS2_roomList')).toEqual([]);
    expect(await value(site, '/wps/relay/GLS2_roomList?vassalage=LVX')).toEqual([]);
    const slots = await new PortalClient(ctx.app, site).call('GET', '/wps/relay/GLS2_roomList?vassalage=NOVA');
    expect([slots.statusCode, slots.json().field]).toEqual([404, 'query.vassalage']);
  });
});

describe("another site's lottery game", () => {
  it('is not found on Lotus: not listed, not searched, not a favourite, not launched', async () => {
    const aurora = await everyGame('AUR', '&vassalage=PLOTTO');
    const racing = aurora.find((game) => game.gameCode === 'PK105M')!;
    const search: { items: Game[] } = await value('LTS', '/lgw/games/list?gameName=racing&pageSize=24');
    expect(search.items.map((game) => game.gameCode)).not.toContain('PK105M');
    const favourite = await player.LTS!.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      nodeId: racing.nodeId,
      vendor: racing.vassalage,
      gameType: racing.gameType,
    });
    expect([favourite.statusCode, favourite.json().field]).toEqual([404, 'body.nodeId']);
    const launch = await player.LTS!.call('GET', `/wps/game/launchGame?nodeId=${racing.nodeId}`);
    expect(launch.statusCode).toBe(404);
  });
});
