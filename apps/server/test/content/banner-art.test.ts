import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auroraSite, lotusSite } from '../../src/demo/demo-sites.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { addBanner } from './content-fixtures.js';

let ctx: TestContext;
let aurora: BuiltSite;
let lotus: BuiltSite;
let auroraBanner: string;
let lotusBanner: string;
let menuBanner: string;

const art = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/art/banners/${id}.svg`, headers });

beforeAll(async () => {
  ctx = await createTestApp();
  aurora = await buildSite(ctx.database.db);
  lotus = await buildSite(ctx.database.db, { site: { theme: lotusSite.site.theme } });
  await ctx.app.sites.reload();
  auroraBanner = await addBanner(ctx.database.db, aurora.id, { groupName: 'w_home' });
  lotusBanner = await addBanner(ctx.database.db, lotus.id, { groupName: 'w_home' });
  menuBanner = await addBanner(ctx.database.db, aurora.id, { groupName: 'w_leftmenu' });
});
afterAll(() => ctx.close());

describe('GET /art/banners/<id>.svg', () => {
  it('answers 404 for an unknown banner or a malformed name', async () => {
    for (const url of [
      '/art/banners/999999.svg',
      '/art/banners/0.svg',
      '/art/banners/1.png',
      '/art/banners/1%27.svg',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("draws a self-contained SVG in the banner's own site colours, the same every time", async () => {
    const first = await art(auroraBanner);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const colors = auroraSite.site.theme.colors;
    expect(first.body).toContain(colors.brand);
    expect(first.body).toContain(colors.accent);
    expect(first.body).toContain('viewBox="0 0 1200 400"');
    // Nothing outside: the only address is the SVG namespace; no script, no text to translate.
    expect(first.body.match(/https?:\/\/[^"]+/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(first.body).not.toMatch(/<script|<text|href=/);
    expect((await art(auroraBanner)).body).toBe(first.body);

    const other = await art(lotusBanner);
    expect(other.body).toContain(lotusSite.site.theme.colors.brand);
    expect(other.body).not.toContain(colors.brand);
    expect((await art(menuBanner)).body).toContain('viewBox="0 0 480 240"');
  });

  it('is cached for an hour and revalidated by its ETag', async () => {
    const first = await art(auroraBanner);
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await art(auroraBanner, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await art(lotusBanner, { 'if-none-match': etag })).statusCode).toBe(200);
  });
});
