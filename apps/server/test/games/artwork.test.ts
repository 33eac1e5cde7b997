import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/index.js';
import { type CatalogFixture, catalogFixture } from './catalog-setup.js';

let f: CatalogFixture;
beforeAll(async () => {
  f = await catalogFixture();
});
afterAll(() => f.ctx.close());

/** Artwork is fetched by <img>: no portal headers, no token. */
const fetchArt = (url: string, headers: Record<string, string> = {}) =>
  f.ctx.app.inject({ method: 'GET', url, headers });
const firstGame = async (query: string) =>
  (await f.visitor.call('GET', `/lgw/games/list?${query}`)).json().value.items[0] as {
    iconUrl: string;
    lagerIcon: string;
    gameName: string;
  };

function expectSafeSvg(body: string) {
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body).not.toMatch(/<script|<foreignObject|\son\w+=|href=|url\((?!#)/i);
}

describe('game artwork', () => {
  it("serves the list's iconUrl and lagerIcon as SVG with long-lived caching and an ETag", async () => {
    const game = await firstGame('gameType=RNG&pageSize=1');
    const small = await fetchArt(game.iconUrl);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(small.headers['cache-control']).toMatch(/public, max-age=604800/);
    expect(small.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(small.headers['content-security-policy']).toContain("default-src 'none'");
    expectSafeSvg(small.body);
    expect(small.body).toContain('width="240"');
    const large = await fetchArt(game.lagerIcon);
    expect(large.statusCode).toBe(200);
    expect(large.body).toContain('width="480"');
    expect(large.headers.etag).not.toBe(small.headers.etag);
  });

  it('draws the same picture every time and answers 304 to a matching If-None-Match', async () => {
    const game = await firstGame('gameType=LIVE&pageSize=1');
    const first = await fetchArt(game.iconUrl);
    const second = await fetchArt(game.iconUrl);
    expect(second.body).toBe(first.body);
    const revalidated = await fetchArt(game.iconUrl, { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it("escapes the name's markup characters", async () => {
    const game = await firstGame(`gameName=${encodeURIComponent('Hold & Win')}&pageSize=1`);
    const art = await fetchArt(game.lagerIcon);
    expect(art.body).toContain('Hold &#38; Win');
    expect(art.body).not.toContain('Hold & Win');
    expectSafeSvg(art.body);
  });

  it('answers 404 for an unknown game or vendor and 400 for a malformed name or size', async () => {
    const cases: [string, number][] = [
      ['/art/games/NOVA/no-such-game.svg', 404],
      ['/art/games/NOPE/golden-dragon.svg', 404],
      ['/art/games/NOVA/Golden%20Dragon.svg', 400],
      ['/art/games/NOVA/golden-dragon.png', 400],
      ['/art/games/nova/golden-dragon.svg', 400],
      ['/art/games/NOVA/.svg', 400],
      [`${(await firstGame('pageSize=1')).iconUrl}?size=huge`, 400],
    ];
    for (const [url, status] of cases) expect([url, (await fetchArt(url)).statusCode]).toEqual([url, status]);
  });

  it('draws a game whose code is upper case, as lottery games are (issue 22, 28: a broken image in recent games)', async () => {
    await f.ctx.database.db.insert(games).values({
      vendorCode: 'NOVA',
      gameCode: 'SSC1M',
      gameName: '1-minute SSC',
      names: { EN: '1-minute SSC' },
      category: 'LOTT',
      minBet: 2n,
    });
    const art = await fetchArt('/art/games/NOVA/SSC1M.svg');
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('1-minute SSC');
    expectSafeSvg(art.body);
  });
});

describe('vendor artwork', () => {
  it('serves every menu vendor icon; 404 for an unknown vendor', async () => {
    const menus = (await f.visitor.call('GET', '/lgw/games/game_menus')).json().value;
    const icons: string[] = menus.flatMap((item: { vendors: { iconUrl: string }[] }) =>
      item.vendors.map((vendor) => vendor.iconUrl),
    );
    for (const icon of icons.slice(0, 10)) {
      const art = await fetchArt(icon);
      expect([icon, art.statusCode, art.headers['content-type']]).toEqual([icon, 200, 'image/svg+xml; charset=utf-8']);
      expectSafeSvg(art.body);
    }
    expect((await fetchArt('/art/vendors/NOPE.svg')).statusCode).toBe(404);
    expect((await fetchArt('/art/vendors/nova.svg')).statusCode).toBe(400);
  });
});
