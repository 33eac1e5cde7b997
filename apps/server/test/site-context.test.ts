import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/platform/errors.js';
import { registerSiteContext } from '../src/platform/site-context.js';
import { buildSite } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';

let ctx: TestContext;
let api: FastifyInstance;
const codes = { open: '', maintenance: '', blocked: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  codes.open = (await buildSite(ctx.database.db)).code;
  codes.maintenance = (await buildSite(ctx.database.db, { site: { status: 1 } })).code;
  codes.blocked = (await buildSite(ctx.database.db, { site: { status: 2 } })).code;
  await ctx.app.sites.reload();
  // The real hooks and registry, with one route that stays open and one that closes.
  api = Fastify({ logger: false });
  registerErrorHandler(api);
  registerSiteContext(api, ctx.app.sites);
  api.get('/wps/test/member-call', async (request) => ({ site: request.site.code, language: request.language }));
  api.get('/wps/test/system-call', { config: { openWhenClosed: true } }, async (request) => ({
    site: request.site.code,
  }));
  await api.ready();
});
afterAll(async () => {
  await api.close();
  await ctx.close();
});

const call = (url: string, headers: Record<string, string>) => api.inject({ url, headers });

describe('closed-site guard', () => {
  it('lets every call through on an open site', async () => {
    const response = await call('/wps/test/member-call', { merchant: codes.open });
    expect(response.statusCode).toBe(200);
    expect(response.json().site).toBe(codes.open);
  });

  it('answers 503 MAINTENANCE on a site in maintenance, except for open calls', async () => {
    const closed = await call('/wps/test/member-call', { merchant: codes.maintenance });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ success: false, code: 'MAINTENANCE', message: 'error.maintenance' });
    expect((await call('/wps/test/system-call', { merchant: codes.maintenance })).statusCode).toBe(200);
  });

  it('answers 403 REGION_BLOCKED on a region-blocked site, except for open calls', async () => {
    const closed = await call('/wps/test/member-call', { merchant: codes.blocked });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('REGION_BLOCKED');
    expect((await call('/wps/test/system-call', { merchant: codes.blocked })).statusCode).toBe(200);
  });

  it('uses the requested language only when the site supports it', async () => {
    const supported = await call('/wps/test/member-call', { merchant: codes.open, language: 'KO' });
    expect(supported.json().language).toBe('KO');
    const lotus = (
      await buildSite(ctx.database.db, { site: { defaultLanguage: 'TY', supportedLanguages: ['TY', 'EN'] } })
    ).code;
    await ctx.app.sites.reload();
    const unsupported = await call('/wps/test/member-call', { merchant: lotus, language: 'KO' });
    expect(unsupported.json().language).toBe('TY');
  });
});
