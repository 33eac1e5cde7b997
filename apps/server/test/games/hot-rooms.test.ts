import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalClient } from '../portal-client.js';
import { type CatalogFixture, catalogFixture } from './catalog-setup.js';

let f: CatalogFixture;
beforeAll(async () => {
  f = await catalogFixture();
});
afterAll(() => f.ctx.close());

const relay = (client: PortalClient, call: string) => client.call('GET', `/wps/relay/${call}`);

describe('GCSGAME_hotGamesV2', () => {
  it('gives a visitor the hottest games, 24 by default, the same order as the HOT list', async () => {
    const response = await relay(f.visitor, 'GCSGAME_hotGamesV2');
    expect(response.statusCode).toBe(200);
    const games: { nodeId: string; hot: boolean }[] = response.json().value;
    expect(games).toHaveLength(24);
    expect(games.every((game) => game.hot)).toBe(true);
    const list = (await f.visitor.call('GET', '/lgw/games/list?gameType=HOT&pageSize=24')).json().value.items;
    expect(games.map((game) => game.nodeId)).toEqual(list.map((game: { nodeId: string }) => game.nodeId));
  });

  it('narrows to a category and answers 400 beyond 100', async () => {
    const live = (await relay(f.visitor, 'GCSGAME_hotGamesV2?gameType=LIVE&limitNum=100')).json().value;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((game: { gameType: string }) => game.gameType === 'LIVE')).toBe(true);
    const tooMany = await relay(f.visitor, 'GCSGAME_hotGamesV2?limitNum=101');
    expect([tooMany.statusCode, tooMany.json().field]).toEqual([400, 'query.limitNum']);
  });
});

describe('GLS2_roomList', () => {
  type Room = {
    roomId: string;
    nodeId: string;
    vassalage: string;
    minBet: string;
    maxBet: string | null;
    players: number | null;
    open: boolean;
    name: string;
  };

  it("lists a table for each live game of the site's live vendors, and invents no limit or player count", async () => {
    const response = await relay(f.visitor, 'GLS2_roomList');
    expect(response.statusCode).toBe(200);
    const rooms: Room[] = response.json().value;
    const live = (await f.visitor.call('GET', '/lgw/games/list?gameType=LIVE&pageSize=24')).json().value;
    expect(rooms).toHaveLength(live.total);
    expect(new Set(rooms.map((room) => room.vassalage))).toEqual(
      new Set(['LVX', 'ROYL', 'VEGA', 'SILK', 'GLXY', 'PRLS']),
    );
    expect(rooms.slice(0, 24).map((room) => [room.nodeId, room.minBet])).toEqual(
      live.items.map((game: { nodeId: string; minBet: string }) => [game.nodeId, game.minBet]),
    );
    // No adapter of ours reports a table's maximum or who sits there (issue 22, finding 14).
    expect(rooms.every((room) => room.maxBet === null && room.players === null && room.open)).toBe(true);
  });

  it('narrows to one vendor, names tables in the language asked, and refuses a vendor that is not live here', async () => {
    const rooms: Room[] = (await relay(f.visitor.speaking('JA'), 'GLS2_roomList?vassalage=LVX')).json().value;
    expect(rooms.every((room) => room.vassalage === 'LVX')).toBe(true);
    expect(rooms.some((room) => /[\u30a0-\u30ff]/.test(room.name))).toBe(true);
    const slots = await relay(f.visitor, 'GLS2_roomList?vassalage=NOVA');
    expect([slots.statusCode, slots.json().field]).toEqual([404, 'query.vassalage']);
    const small = new PortalClient(f.ctx.app, f.small.code);
    const onSmall: Room[] = (await relay(small, 'GLS2_roomList')).json().value;
    expect(new Set(onSmall.map((room) => room.vassalage))).toEqual(new Set(['LVX']));
    expect((await relay(small, 'GLS2_roomList?vassalage=ROYL')).statusCode).toBe(404);
  });
});
