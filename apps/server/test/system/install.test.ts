import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';

/** Issue 22 (17): the portal installs as a web app, with a manifest and icons of each site's own. */
let ctx: TestContext;
let first: BuiltSite;
let second: BuiltSite;

beforeAll(async () => {
  ctx = await createTestApp();
  first = await buildSite(ctx.database.db, { site: { name: 'Ruby Palace' } });
  second = await buildSite(ctx.database.db, { site: { name: 'Jade Hall' } });
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

/** What a browser sends for these: no portal headers, the site's own host name. */
const fetchAt = (site: BuiltSite, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: site.domain } });

describe('the web app manifest', () => {
  it('names the site, takes its colours and lists its icons, per host', async () => {
    const response = await fetchAt(first, '/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Ruby Palace',
      start_url: '/?source=app',
      scope: '/',
      display: 'standalone',
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(manifest.icons.map((icon: { src: string; sizes: string }) => [icon.src, icon.sizes])).toEqual([
      ['/app-icon.svg', 'any'],
      ['/app-icon-192.png', '192x192'],
      ['/app-icon-512.png', '512x512'],
    ]);
    expect((await fetchAt(second, '/manifest.webmanifest')).json().name).toBe('Jade Hall');
  });

  it('draws each site its own icon, as SVG and as PNG of the listed sizes; 404 for any other', async () => {
    const svg = await fetchAt(first, '/app-icon.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('>R</text>');
    expect((await fetchAt(second, '/app-icon.svg')).body).toContain('>J</text>');
    for (const size of [192, 512]) {
      const png = await fetchAt(first, `/app-icon-${size}.png`);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
    expect((await fetchAt(first, '/app-icon-64.png')).statusCode).toBe(404);
  });
});
