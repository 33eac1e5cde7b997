import { gamePaths, operatorPaths, operatorSitesPaths, systemPaths } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  lotteryGames,
  paymentChannels,
  serviceChannels,
  siteResources,
  sites,
  siteVendors,
  vipLevels,
} from '../../src/db/schema/index.js';
import { seedDemoVip } from '../../src/demo/demo-vip.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createSecondInstance, createTestApp, type TestContext } from '../harness.js';
import { addLotteryGame } from '../lottery/lottery-fixtures.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { until } from '../until.js';

// Issue 25 "Sites": an owner of every site makes a new branded site from a template site and the portal serves it at
// its domain at once; owners change a site's name, colours, status, languages and blocked countries, audited.
let ctx: TestContext;
/** A second instance on the same database: it hears of new and changed sites from the triggers' NOTIFY. */
let second: Awaited<ReturnType<typeof createSecondInstance>>;
let template: BuiltSite;
let other: BuiltSite;
let owner: OperatorCall;
let siteOwner: OperatorCall;
let support: OperatorCall;
let reader: OperatorCall;

const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const newSite = (extra: Record<string, unknown> = {}) => ({
  code: `N${suffix}`,
  name: 'Nebula Nights',
  domain: `n${suffix.toLowerCase()}.test.localhost`,
  currency: 'VND',
  defaultLanguage: 'TY',
  languages: ['TY', 'EN'],
  brand: '#22c55e',
  accent: '#f472b6',
  ...extra,
});
const failure = (answer: { statusCode: number; json(): { code?: string; field?: string } }) => [
  answer.statusCode,
  answer.json().code,
  answer.json().field,
];
const sitePath = (code: string) => operatorSitesPaths.site.replace(':code', code);
const atHost = (url: string, host: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  template = await buildSite(db());
  other = await buildSite(db());
  // What a site runs on besides its row: VIP levels, a payment channel, a lottery game (with amount settings),
  // a sealed customer-service channel and a native app package (the template brand's own).
  await seedDemoVip(db(), template.code);
  await db().insert(paymentChannels).values({
    siteId: template.id,
    code: 'BANK',
    kind: 'bank_transfer',
    name: 'Bank',
    minAmount: 1000n,
    maxAmount: 100_000n,
  });
  await addLotteryGame(db(), template.id, {
    code: `L${suffix}`,
    kind: 'SSC',
    settings: { unitPrice: '200', maxPayoutPerLine: '5000000', minGroup: 1900 },
  });
  await db()
    .insert(serviceChannels)
    .values({ siteId: template.id, csType: 'LIVECHAT', title: 'Chat', pathSealed: 'sealed-path' });
  await db().insert(siteResources).values({
    siteId: template.id,
    resourceType: 'Android',
    labelNameEn: 'Android',
    url: 'https://example.test/a.apk',
  });
  await ctx.app.sites.reload();
  second = await createSecondInstance(ctx);
  owner = await signInOperator(ctx, template.code, 'sites-owner', null);
  siteOwner = await signInOperator(ctx, template.code, 'sites-site-owner', [template.id]);
  support = await signInOperator(ctx, template.code, 'sites-support', [template.id], 'support');
  reader = await signInOperator(ctx, template.code, 'sites-reader', [template.id], 'read-only');
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

describe('POST /wps/operator/sites', () => {
  it('401 without a session', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: operatorSitesPaths.sites,
      headers: { merchant: template.code },
      payload: newSite(),
    });
    expect(answer.statusCode).toBe(401);
  });

  it('403 to an owner of some sites only, and to a support operator', async () => {
    expect(failure(await siteOwner('POST', operatorSitesPaths.sites, newSite()))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
    // Refused before the body is read: a bad body changes nothing.
    expect(failure(await siteOwner('POST', operatorSitesPaths.sites, { code: '!' }))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
    expect(failure(await support('POST', operatorSitesPaths.sites, newSite()))).toEqual([403, 'FORBIDDEN', undefined]);
  });

  it('400 naming the field: code, domain, currency, colours, languages, template', async () => {
    const refused = async (extra: Record<string, unknown>) =>
      failure(await owner('POST', operatorSitesPaths.sites, newSite(extra)));
    expect(await refused({ code: 'TOO-LONG-CODE' })).toEqual([400, 'VALIDATION_ERROR', 'body.code']);
    expect(await refused({ domain: 'not a host' })).toEqual([400, 'VALIDATION_ERROR', 'body.domain']);
    expect(await refused({ currency: 'EUR' })).toEqual([400, 'VALIDATION_ERROR', 'body.currency']);
    expect(await refused({ brand: 'green' })).toEqual([400, 'VALIDATION_ERROR', 'body.brand']);
    expect(await refused({ defaultLanguage: 'JA' })).toEqual([400, 'VALIDATION_ERROR', 'body.defaultLanguage']);
    expect(await refused({ languages: ['EN', 'EN'], defaultLanguage: 'EN' })).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.languages',
    ]);
    // An accent as dark as the template's background would draw invisible focus rings.
    expect(await refused({ accent: '#10131f' })).toEqual([400, 'VALIDATION_ERROR', 'body.accent']);
    expect(await refused({ template: 'NOSUCH' })).toEqual([404, 'NOT_FOUND', 'body.template']);
  });

  it('409 for a code or a domain another site has', async () => {
    expect(failure(await owner('POST', operatorSitesPaths.sites, newSite({ code: other.code.toLowerCase() })))).toEqual(
      [409, 'CONFLICT', 'body.code'],
    );
    expect(failure(await owner('POST', operatorSitesPaths.sites, newSite({ domain: other.domain })))).toEqual([
      409,
      'CONFLICT',
      'body.domain',
    ]);
  });

  it('200: the new site answers at its host at once, with what it needs copied and amounts in its currency', async () => {
    const answer = await owner('POST', operatorSitesPaths.sites, newSite());
    expect(answer.statusCode).toBe(200);
    const created = answer.json().value;
    expect(created).toMatchObject({
      code: `N${suffix}`,
      name: 'Nebula Nights',
      domains: [`n${suffix.toLowerCase()}.test.localhost`],
      status: 'open',
      currency: { code: 'VND', symbol: '₫', decimals: 0 },
      defaultLanguage: 'TY',
      languages: ['TY', 'EN'],
      colors: { brand: '#22c55e', brandContrast: '#000000', accent: '#f472b6' },
      logoUrl: '',
    });

    // The very next request at the new host finds the site: no restart, no wait for a notification.
    const whitelabel = await atHost(systemPaths.whitelabel, created.domains[0]);
    expect(whitelabel.statusCode).toBe(200);
    expect(whitelabel.json().value).toMatchObject({ name: 'Nebula Nights', brand: { merchantCode: `N${suffix}` } });
    // Every other instance serves it as soon as the triggers' notification arrives.
    await until(async () => {
      const answer = await second.app.inject({ url: systemPaths.whitelabel, headers: { host: created.domains[0] } });
      return answer.statusCode === 200 && answer.json().value.name === 'Nebula Nights';
    });
    const menus = await atHost(gamePaths.menus, created.domains[0]);
    expect(menus.statusCode).toBe(200);
    const vendors = menus.json().value.flatMap((menu: { vendors: { vassalage: string }[] }) => menu.vendors);
    expect(vendors.map((vendor: { vassalage: string }) => vendor.vassalage)).toContain('PLOTTO');

    const [site] = await db()
      .select()
      .from(sites)
      .where(eq(sites.code, `N${suffix}`));
    // The template's dollars become dong at the catalogue's table rate (250 ₫ a cent).
    expect(site).toMatchObject({ withdrawMinAmount: 10_00n * 250n, withdrawMaxAmount: 5_000_00n * 250n, gtagId: null });
    const [channel] = await db().select().from(paymentChannels).where(eq(paymentChannels.siteId, site!.id));
    expect(channel).toMatchObject({ code: 'BANK', minAmount: 250_000n, maxAmount: 25_000_000n });
    const levels = await db().select().from(vipLevels).where(eq(vipLevels.siteId, site!.id));
    expect(levels).toHaveLength(5);
    expect(levels.find((level) => level.level === 1)?.minDeposits).toBe(100n * 100n * 250n);
    const [game] = await db().select().from(lotteryGames).where(eq(lotteryGames.siteId, site!.id));
    // Amount settings of another currency are left out (the dong's defaults apply); the rest is kept.
    expect(game).toMatchObject({ code: `L${suffix}`, settings: { minGroup: 1900 } });
    const offered = await db().select().from(siteVendors).where(eq(siteVendors.siteId, site!.id));
    expect(offered.map((row) => row.vendorCode)).toContain('PLOTTO');
    expect(await db().select().from(serviceChannels).where(eq(serviceChannels.siteId, site!.id))).toMatchObject([
      { csType: 'LIVECHAT', pathSealed: 'sealed-path' },
    ]);
    const resources = await db().select().from(siteResources).where(eq(siteResources.siteId, site!.id));
    expect(resources.map((row) => row.resourceType)).not.toContain('Android');
    expect(resources.length).toBeGreaterThan(0);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.create'), eq(auditLog.siteId, site!.id)));
    expect(audit?.subject).toBe(`site:N${suffix}`);
    expect(audit?.details).toMatchObject({
      from: template.code,
      template: template.code,
      after: { code: `N${suffix}` },
    });
    expect(audit?.details.ip).toBeTruthy();
  });
});

describe('GET /wps/operator/sites', () => {
  it('401, 403 for a support operator; each operator reads its own sites, an owner of all every one', async () => {
    const anonymous = await ctx.app.inject({ url: operatorSitesPaths.sites, headers: { merchant: template.code } });
    expect(anonymous.statusCode).toBe(401);
    expect((await support('GET', operatorSitesPaths.sites)).statusCode).toBe(403);
    const own = (await reader('GET', operatorSitesPaths.sites)).json().value;
    expect(own.items.map((row: { code: string }) => row.code)).toEqual([template.code]);
    expect(own.total).toBe(1);
    const all = (await owner('GET', `${operatorSitesPaths.sites}?pageSize=100`)).json().value;
    expect(all.items.map((row: { code: string }) => row.code)).toEqual(
      expect.arrayContaining([template.code, other.code, `N${suffix}`]),
    );
    const open = (await owner('GET', `${operatorSitesPaths.sites}?status=maintenance`)).json().value;
    expect(open.items).toEqual([]);
  });
});

describe('PUT /wps/operator/sites/:code', () => {
  it('401, 403 for a reader and for a site not the owner’s, 400 naming the field, 404 for no such site', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: sitePath(template.code),
      headers: { merchant: template.code },
      payload: { name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(failure(await reader('PUT', sitePath(template.code), { name: 'Renamed' }))[0]).toBe(403);
    expect(failure(await siteOwner('PUT', sitePath(other.code), { name: 'Renamed' }))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
    expect(failure(await siteOwner('PUT', sitePath(template.code), {}))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.name',
    ]);
    expect(failure(await siteOwner('PUT', sitePath(template.code), { status: 'gone' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.status',
    ]);
    expect(failure(await siteOwner('PUT', sitePath(template.code), { languages: ['TY'] }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.defaultLanguage',
    ]);
    expect(failure(await siteOwner('PUT', sitePath(template.code), { blockedCountries: ['XX'] }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.blockedCountries',
    ]);
    expect(failure(await owner('PUT', sitePath('NOSUCH'), { name: 'Renamed' }))).toEqual([
      404,
      'NOT_FOUND',
      'params.code',
    ]);
  });

  it('200: renames, recolours and closes a site, audited before and after; the portal serves the change at once', async () => {
    const code = `N${suffix}`;
    const host = `n${suffix.toLowerCase()}.test.localhost`;
    const answer = await owner('PUT', sitePath(code), {
      name: 'Nebula Rising',
      brand: '#1d4ed8',
      status: 'maintenance',
      blockedCountries: ['US'],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({
      name: 'Nebula Rising',
      status: 'maintenance',
      colors: { brand: '#1d4ed8', brandContrast: '#ffffff', accent: '#f472b6' },
      blockedCountries: ['US'],
    });
    const whitelabel = (await atHost(systemPaths.whitelabel, host)).json().value;
    expect(whitelabel.name).toBe('Nebula Rising');
    expect(whitelabel.theme.colors.brand).toBe('#1d4ed8');
    // Members meet the maintenance page; operators still run the site.
    expect((await atHost(gamePaths.menus, host)).statusCode).toBe(503);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: operatorPaths.login,
      headers: { host },
      payload: { username: 'sites-owner', password: 'not-the-password' },
    });
    expect(failure(signIn)).toEqual([401, 'LOGIN_FAILED', undefined]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toMatchObject({
      before: { name: 'Nebula Nights', status: 'open', blockedCountries: [] },
      after: { name: 'Nebula Rising', status: 'maintenance', blockedCountries: ['US'] },
    });

    // An owner changes it while it is closed, at its own host (the host picks the site before the Merchant header).
    const reopened = await owner(
      'PUT',
      sitePath(code),
      { status: 'open', languages: ['EN', 'TY'], defaultLanguage: 'EN' },
      { host },
    );
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().value).toMatchObject({ status: 'open', defaultLanguage: 'EN', languages: ['EN', 'TY'] });
    expect((await atHost(gamePaths.menus, host)).statusCode).toBe(200);
  });
});
