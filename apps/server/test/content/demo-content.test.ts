import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/demo/demo-content.js';
import { seedDemoPromotions } from '../../src/demo/demo-promotions.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let aurora: BuiltSite;
let lotus: BuiltSite;

beforeAll(async () => {
  ctx = await createTestApp();
  aurora = await buildSite(ctx.database.db);
  lotus = await buildSite(ctx.database.db, {
    site: { supportedLanguages: ['TY', 'EN'], defaultLanguage: 'TY', currencyCode: 'VND', currencyDecimals: 0 },
  });
  await ctx.app.sites.reload();
  for (const site of [aurora, lotus]) {
    // The promotions the content speaks for: an announcement of one shows while it runs.
    await seedDemoPromotions(ctx.database.db, site.code);
    await seedDemoContent(ctx.database.db, site.code);
  }
});
afterAll(() => ctx.close());

describe('demo content', () => {
  it('gives a site home, login and register banners whose artwork is served, and every kind of announcement', async () => {
    const value = (await new PortalClient(ctx.app, aurora.code).call('GET', '/wps/announcements/v2')).json().value;
    const groups = value.banners.map((banner: { groupName: string }) => banner.groupName);
    expect(groups.filter((group: string) => group === 'w_home').length).toBeGreaterThanOrEqual(3);
    expect(groups).toEqual(expect.arrayContaining(['w_login', 'w_register']));
    const links = value.banners.map((banner: { linkageType: string }) => banner.linkageType);
    expect(links).toEqual(expect.arrayContaining(['ROUTE', 'PROMOTION', 'URL']));
    for (const banner of value.banners) {
      expect((await ctx.app.inject({ method: 'GET', url: banner.url })).statusCode).toBe(200);
    }
    expect(value.notices.length).toBeGreaterThanOrEqual(5);
    expect(value.popups.map((popup: { executionCode: string }) => popup.executionCode)).toEqual(
      expect.arrayContaining(['A', 'B', 'F']),
    );
    expect(value.promotions.every((promotion: { promotionType: string }) => promotion.promotionType)).toBe(true);
    expect(value.help.length).toBeGreaterThan(0);
    expect(value.popups[0].title).not.toContain('{brand}');
  });

  it('has more than a page of public announcements and a jackpot', async () => {
    const client = new PortalClient(ctx.app, aurora.code);
    const list = (await client.call('GET', '/wps/relay/MCSFE_getListAnnouncements')).json().value;
    expect(list.total).toBeGreaterThanOrEqual(12);
    const jackpot = (await client.call('GET', '/wps/content/jackpot')).json().value;
    expect(jackpot).toMatchObject({ currency: 'USD', shareBp: 100, seed: '10000000', stakePerWin: '1000000000' });
    expect(BigInt(jackpot.amount)).toBeGreaterThanOrEqual(BigInt(jackpot.seed));
  });

  it("speaks the site's language: Vietnamese first on a TY site", async () => {
    const value = (await new PortalClient(ctx.app, lotus.code).call('GET', '/wps/announcements/v2')).json().value;
    expect(value.notices[0].title).toBe('Bảo trì định kỳ');
    const english = (
      await new PortalClient(ctx.app, lotus.code).speaking('EN').call('GET', '/wps/announcements/v2')
    ).json().value;
    expect(english.notices[0].title).toBe('Scheduled maintenance');
    const jackpot = (await new PortalClient(ctx.app, lotus.code).call('GET', '/wps/content/jackpot')).json().value;
    expect(jackpot).toMatchObject({ currency: 'VND', seed: '2500000000', stakePerWin: '250000000000' });
  });
});
