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
  it('lists no table that no vendor reports: the live studios have no game server here', async () => {
    // Every live studio plays here (the fixture connects them), but nothing answers for their tables, so none is
    // made up (issue 22, finding 14); the game server's own tests list real ones.
    const live = (await f.visitor.call('GET', '/lgw/games/list?gameType=LIVE&pageSize=24')).json().value;
    expect(live.total).toBeGreaterThan(0);
    expect((await relay(f.visitor, 'GLS2_roomList')).json().value).toEqual([]);
  });

  it('narrows to one vendor and refuses a vendor that is not live here', async () => {
    expect((await relay(f.visitor.speaking('JA'), 'GLS2_roomList?vassalage=LVX')).json().value).toEqual([]);
    const slots = await relay(f.visitor, 'GLS2_roomList?vassalage=NOVA');
    expect([slots.statusCode, slots.json().field]).toEqual([404, 'query.vassalage']);
    const small = new PortalClient(f.ctx.app, f.small.code);
    expect((await relay(small, 'GLS2_roomList?vassalage=ROYL')).statusCode).toBe(404);
  });
});
