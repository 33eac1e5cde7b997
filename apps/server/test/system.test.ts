import { systemResponses } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../src/db/schema/index.js';
import { type BuiltSite, buildSite } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

let ctx: TestContext;
let dollars: BuiltSite;
let dong: BuiltSite;

beforeAll(async () => {
  ctx = await createTestApp();
  dollars = await buildSite(ctx.database.db);
  dong = await buildSite(ctx.database.db, {
    site: {
      currencyCode: 'VND',
      currencySymbol: '₫',
      defaultLanguage: 'TY',
      supportedLanguages: ['TY', 'EN'],
      dialingCountries: ['VN'],
    },
    domains: ['dong.test.localhost', 'dong2.test.localhost'],
  });
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('site selection', () => {
  it('answers each merchant with its own brand', async () => {
    const a = await get('/wps/system/whitelabel', { merchant: dollars.code });
    const b = await get('/wps/system/whitelabel', { merchant: dong.code });
    expect(systemResponses.whitelabel.parse(a.body).value.brand.currency.symbol).toBe('$');
    expect(systemResponses.whitelabel.parse(b.body).value.brand).toMatchObject({
      merchantCode: dong.code,
      currency: { code: 'VND', symbol: '₫' },
      defaultLanguage: 'TY',
    });
  });

  it('lets the host name win over the Merchant header', async () => {
    const response = await get('/wps/system/whitelabel', { host: 'dong2.test.localhost:3000', merchant: dollars.code });
    expect(response.body.value.brand.merchantCode).toBe(dong.code);
  });

  it('matches merchant codes without regard to case', async () => {
    const response = await get('/wps/system/whitelabel', { merchant: dong.code.toLowerCase() });
    expect(response.body.value.brand.merchantCode).toBe(dong.code);
  });

  it('refuses an unknown merchant with a 404 envelope and no site data', async () => {
    const response = await get('/wps/system/whitelabel', { merchant: 'NO_SUCH_SITE' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      code: 'SITE_NOT_FOUND',
      message: 'error.site_not_found',
      field: 'header.merchant',
    });
  });

  it('answers 404 when no site is named and the default site does not exist', async () => {
    const response = await get('/wps/system/status');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('SITE_NOT_FOUND');
  });

  it.each([
    ['language', 'XX', 'header.language'],
    ['merchant', 'bad code!', 'header.merchant'],
    ['device', 'TOASTER', 'header.device'],
  ])('refuses a malformed %s header with 400 naming it', async (name, value, field) => {
    const response = await get('/wps/system/status', { merchant: dollars.code, [name]: value });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'INVALID_HEADER', field });
    expect(response.body.message).toContain(field);
  });
});

describe('system calls', () => {
  it('gives the register rules with the pattern source from the catalog', async () => {
    const response = await get('/wps/system/setting/register', { merchant: dollars.code });
    const value = systemResponses.registerSetting.parse(response.body).value;
    const username = value.rules.find((rule) => rule.field === 'username');
    expect(username).toMatchObject({ patternId: '2', minLength: 6, maxLength: 16, required: true });
    expect(new RegExp(username!.acceptedPattern, 'u').test('a1b2c3')).toBe(true);
    expect(value.usernameRegistration).toBe(true);
  });

  it('gives the domain route with the first domain as main', async () => {
    const response = await get('/wps/system/domainRoute', { merchant: dong.code });
    expect(response.body.value).toEqual({
      mainDomain: 'dong.test.localhost',
      domains: ['dong.test.localhost', 'dong2.test.localhost'],
    });
  });

  it('limits the country list to the site dialing countries', async () => {
    const limited = await get('/wps/system/countryCode', { merchant: dong.code });
    expect(limited.body.value).toEqual([{ countryCode: 'VN', countryDialingCode: '+84' }]);
    const all = await get('/wps/system/countryCode', { merchant: dollars.code });
    expect(all.body.value.length).toBeGreaterThan(200);
    expect(all.body.value).toContainEqual({ countryCode: 'US', countryDialingCode: '+1' });
  });

  it('gives the permission bundle with the caller address', async () => {
    const response = await get('/wps/system/permission', { merchant: dong.code });
    const value = systemResponses.permission.parse(response.body).value;
    expect(value.info.whitelabel.brand.merchantCode).toBe(dong.code);
    expect(value.info.mainDomain).toBe('dong.test.localhost');
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
  });
});

describe('status', () => {
  it('follows the site status as PostgreSQL notifies the change', async () => {
    const site = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    expect((await get('/wps/system/status', { merchant: site.code })).body.value.status).toBe(0);
    await ctx.database.db.update(sites).set({ status: 1 }).where(eq(sites.id, site.id));
    // No manual reload: the LISTEN connection must pick the change up by itself.
    await expect
      .poll(async () => (await get('/wps/system/status', { merchant: site.code })).body.value.status, {
        timeout: 5000,
      })
      .toBe(1);
    const permission = await get('/wps/system/permission', { merchant: site.code });
    expect(permission.body.value.maintenance).toBe(true);
  });
});
