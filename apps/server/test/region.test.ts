import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

const googleDns = '8.8.8.8'; // a long-stable United States address in GeoLite2

describe('region block behind a trusted proxy', () => {
  let ctx: TestContext;
  let blockedUs: string;
  let onlyVietnam: string;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: true });
    blockedUs = (await buildSite(ctx.database.db, { site: { blockedCountries: ['US'] } })).code;
    onlyVietnam = (await buildSite(ctx.database.db, { site: { allowedCountries: ['VN'] } })).code;
    await ctx.app.sites.reload();
  });
  afterAll(() => ctx.close());

  const status = async (merchant: string, forwardedFor?: string) => {
    const headers: Record<string, string> = { merchant };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    return (await ctx.app.inject({ url: '/wps/system/status', headers })).json().value;
  };

  it('blocks a country on the block list and shows the caller IP', async () => {
    expect(await status(blockedUs, googleDns)).toEqual({ status: 2, location: { ip: googleDns, country: 'US' } });
  });

  it('blocks every country outside a non-empty allow list', async () => {
    expect((await status(onlyVietnam, googleDns)).status).toBe(2);
  });

  it('never blocks loopback or private callers', async () => {
    expect((await status(blockedUs)).status).toBe(0);
    expect((await status(onlyVietnam, '10.1.2.3')).status).toBe(0);
  });
});

describe('region block without a trusted proxy', () => {
  let ctx: TestContext;
  let blockedUs: string;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: false });
    blockedUs = (await buildSite(ctx.database.db, { site: { blockedCountries: ['US'] } })).code;
    await ctx.app.sites.reload();
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-For, so a client cannot choose its country', async () => {
    const response = await ctx.app.inject({
      url: '/wps/system/status',
      headers: { merchant: blockedUs, 'x-forwarded-for': googleDns },
    });
    expect(response.json().value).toEqual({ status: 0, location: { ip: '127.0.0.1', country: null } });
  });
});
