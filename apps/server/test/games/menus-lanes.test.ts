import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVendors } from '../../src/db/schema/index.js';
import { catalogCacheOf } from '../../src/modules/games/catalog-cache.js';
import { buildSite } from '../factories.js';
import { PortalClient } from '../portal-client.js';
import { type CatalogFixture, catalogFixture } from './catalog-setup.js';

let f: CatalogFixture;
let small: PortalClient;
beforeAll(async () => {
  f = await catalogFixture();
  small = new PortalClient(f.ctx.app, f.small.code);
});
afterAll(() => f.ctx.close());

type Menu = { gameCategory: string; vendors: { vassalage: string; iconUrl: string; gameType: string }[] }[];
const value = async (client: PortalClient, url: string) => {
  const response = await client.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

describe('GET /lgw/games/game_menus', () => {
  it('lists, to a visitor, every category that has a vendor, each with its vendors', async () => {
    const menus: Menu = await value(f.visitor, '/lgw/games/game_menus');
    expect(menus.map((item) => item.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'PVP',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
    ]);
    for (const item of menus) {
      expect(item.vendors.length).toBeGreaterThan(0);
      for (const vendor of item.vendors) {
        expect(vendor.gameType).toBe(item.gameCategory);
        expect(vendor.iconUrl).toBe(`/art/vendors/${vendor.vassalage}.svg`);
      }
    }
    expect(menus.flatMap((item) => item.vendors).length).toBeGreaterThanOrEqual(40);
  });

  it('shows only the categories of the vendors a site offers, and none for a site without vendors', async () => {
    const menus: Menu = await value(small, '/lgw/games/game_menus');
    expect(menus.map((item) => [item.gameCategory, item.vendors.map((vendor) => vendor.vassalage)])).toEqual([
      ['RNG', ['NOVA']],
      ['LIVE', ['LVX']],
    ]);
    const empty = await buildSite(f.ctx.database.db);
    await f.ctx.app.sites.reload();
    expect(await value(new PortalClient(f.ctx.app, empty.code), '/lgw/games/game_menus')).toEqual([]);
  });

  it('drops a category once its only vendor is disabled on the site', async () => {
    const { db } = f.ctx.database;
    const only = and(eq(siteVendors.siteId, f.small.id), eq(siteVendors.vendorCode, 'LVX'));
    await db.update(siteVendors).set({ enabled: false }).where(only);
    catalogCacheOf(db).clear();
    const menus: Menu = await value(small, '/lgw/games/game_menus');
    expect(menus.map((item) => item.gameCategory)).toEqual(['RNG']);
    await db.update(siteVendors).set({ enabled: true }).where(only);
    catalogCacheOf(db).clear();
  });
});

describe('GET /lgw/games/vendor_lanes', () => {
  it('gives a lane per category with its cards and sub-types; BG only where the site supports TY', async () => {
    type Lane = { title: string; gameClassify: string[]; cards: { vassalage: string }[] };
    const lanes: Lane[] = await value(f.visitor, '/lgw/games/vendor_lanes?platform=html5-desktop');
    const rng = lanes.find((lane) => lane.title === 'RNG')!;
    expect(rng.gameClassify).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(lanes.find((lane) => lane.title === 'LIVE')!.gameClassify).toEqual([]);
    const smallLanes: Lane[] = await value(small, '/lgw/games/vendor_lanes');
    expect(smallLanes.map((lane) => lane.title)).toEqual(['RNG', 'LIVE']);
    expect(smallLanes[0]!.gameClassify).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
  });

  it('answers 400 for another platform', async () => {
    const response = await f.visitor.call('GET', '/lgw/games/vendor_lanes?platform=ios');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('query.platform');
  });
});

describe('GCSGAME_getVassGameType', () => {
  it("gives a vendor's categories with sub-types and counts, without BG on a site without TY", async () => {
    const big = await value(f.visitor, '/wps/relay/GCSGAME_getVassGameType?vassalage=NOVA');
    expect(big).toHaveLength(1);
    expect(big[0]).toMatchObject({ gameType: 'RNG', gameClassify: ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] });
    const other = await value(small, '/wps/relay/GCSGAME_getVassGameType?vassalage=NOVA');
    expect(other[0].gameClassify).not.toContain('BG');
    expect(other[0].count).toBeLessThan(big[0].count);
    const list = await value(f.visitor, '/lgw/games/list?vassalage=NOVA&pageSize=1');
    expect(list.total).toBe(big[0].count);
  });

  it("answers 404 for another site's vendor and 400 for a malformed one", async () => {
    const missing = await small.call('GET', '/wps/relay/GCSGAME_getVassGameType?vassalage=JADE');
    expect([missing.statusCode, missing.json().field]).toEqual([404, 'query.vassalage']);
    const malformed = await small.call('GET', '/wps/relay/GCSGAME_getVassGameType?vassalage=j%25');
    expect([malformed.statusCode, malformed.json().field]).toEqual([400, 'query.vassalage']);
  });
});

describe('GCSGAME_newGameVendor', () => {
  it("lists the site's vendors marked new", async () => {
    const vendors: { vassalage: string; isNew: boolean }[] = await value(f.visitor, '/wps/relay/GCSGAME_newGameVendor');
    expect(vendors.map((vendor) => vendor.vassalage).sort()).toEqual(['GLXY', 'HOOK', 'NEON', 'ZEN']);
    expect(vendors.every((vendor) => vendor.isNew)).toBe(true);
    expect(await value(small, '/wps/relay/GCSGAME_newGameVendor')).toEqual([]);
  });
});
