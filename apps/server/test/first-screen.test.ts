import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { firstScreenElementId, firstScreenSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWithFirstScreen } from '../src/platform/web-app.js';
import { addAnnouncement, addBanner } from './content/content-fixtures.js';
import { type BuiltSite, buildSite } from './factories.js';
import { createTestApp, type TestContext } from './harness.js';
import { PortalClient } from './portal-client.js';

let ctx: TestContext;
let dist: string;
let site: BuiltSite;
let closed: BuiltSite;

// As Vite writes apps/web/index.html: the entry and its preload in the head, the boot screen between its markers.
const shell =
  '<!doctype html><html><head><title>portal shell</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head>' +
  '<body><div id="root"><!--boot--><div class="boot-screen"></div><!--/boot--></div></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portal-first-screen-'));
  await writeFile(path.join(dist, 'index.html'), shell);
  // The web build's manifest (vite build.manifest), cut down to the home page's part.
  await mkdir(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
    '_runtime-1.js': { file: 'assets/runtime-1.js' },
    '_lobby-1.js': { file: 'assets/lobby-1.js', imports: ['_runtime-1.js', 'index.html'], css: ['assets/lobby-1.css'] },
    'src/app/pages/HomePage.tsx': {
      file: 'assets/HomePage-1.js',
      imports: ['_runtime-1.js', 'index.html', '_lobby-1.js', '_schemas-1.js'],
      css: ['assets/HomePage-1.css'],
    },
    '_schemas-1.js': { file: 'assets/schemas-1.js' },
    'src/lib/shell-schemas.ts': { file: 'assets/shell-schemas-1.js', imports: ['_schemas-1.js'] },
    'src/locales/en.json': { file: 'assets/en-1.js' },
    'src/locales/ty.json': { file: 'assets/ty-1.js' },
  };
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  ctx = await createTestApp({ WEB_DIST: dist });
  const db = ctx.database.db;
  site = await buildSite(db, { site: { supportedLanguages: ['TY', 'EN'], defaultLanguage: 'TY' } });
  closed = await buildSite(db, { site: { status: 1 } });
  await addBanner(db, site.id, { groupName: 'w_login', imagePath: '/art/banners/login.svg' });
  await addBanner(db, site.id, {
    groupName: 'w_home',
    imagePath: '/art/banners/lead.svg',
    title: { EN: 'Spin </script><script>alert(1)</script>', TY: "Quay </script> $& $' $`" },
  });
  await addAnnouncement(db, site.id, { type: 'PL', title: { EN: 'Notice', TY: 'Thông báo' } });
  await addBanner(db, closed.id, { groupName: 'w_home', imagePath: '/art/banners/closed.svg' });
  await ctx.app.sites.reload();
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, host: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { host, 'accept-encoding': 'identity', ...headers } });

/** The page's JSON block, read back as the browser does (and checked with the same schema). */
function firstScreenOf(html: string) {
  const match = html.match(new RegExp(`<script type="application/json" id="${firstScreenElementId}">(.*?)</script>`));
  expect(match, 'the page carries the first screen block').not.toBeNull();
  return firstScreenSchema.parse(JSON.parse(match![1]!));
}

describe('the first screen written into the page', () => {
  it("carries the home page's status, settings and announcements in the default language, and preloads its banner", async () => {
    const response = await page('/', site.domain);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const data = firstScreenOf(response.body);
    const api = new PortalClient(ctx.app, site.code);
    const permission = (await api.call('GET', '/wps/system/permission')).json().value;
    expect(data.permission).toEqual(permission);
    expect(data.status.status).toBe(0);
    expect(data.announcements?.language).toBe('TY');
    // Written as it is, `$` patterns included.
    expect(data.announcements?.value.banners.map((banner) => banner.title)).toContain("Quay </script> $& $' $`");
    expect(data.announcements?.value.notices.map((notice) => notice.title)).toEqual(['Thông báo']);
    const menus = (await api.call('GET', '/lgw/games/game_menus')).json().value;
    expect(data.menus).toEqual(menus);
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/art/banners/lead.svg" fetchpriority="high">',
    );
  });

  it("writes the home page's first screen as markup and starts its code after it, its styles applied at once", async () => {
    const home = (await page('/', site.domain)).body;
    const links = (html: string) => [
      ...html.matchAll(/<link rel="(modulepreload|preload|stylesheet)"[^>]*href="([^"]+)"/g),
    ];
    expect(links(home).map(([, rel, href]) => `${rel} ${href}`)).toEqual([
      'preload /art/banners/lead.svg',
      'stylesheet /assets/HomePage-1.css',
      'stylesheet /assets/lobby-1.css',
    ]);
    // The entry and every chunk the first screen needs, for boot.js to load once the markup is painted.
    expect(home).not.toContain('<script type="module"');
    const modules = JSON.parse(home.match(/<script type="application\/json" id="app-modules">(.*?)<\/script>/)![1]!);
    expect(modules).toEqual({
      entry: '/assets/index-1.js',
      preload: [
        '/assets/runtime-1.js',
        '/assets/ty-1.js',
        '/assets/shell-schemas-1.js',
        '/assets/schemas-1.js',
        '/assets/HomePage-1.js',
        '/assets/lobby-1.js',
      ],
    });
    expect(home).toContain('<script src="/boot.js" defer></script>');
    // The markup in the boot screen's place: the site's name and the lead banner with its title, escaped.
    expect(home).not.toContain('boot-screen');
    const { name } = firstScreenOf(home).permission.info.whitelabel;
    expect(home).toContain(`<span class="header__name">${name}</span>`);
    // The site links social networks, so the right bar's frame keeps the app's column.
    expect(home).toContain('<aside class="rightbar" hidden></aside>');
    expect(home).toContain('<img class="banner__art" src="/art/banners/lead.svg"');
    expect(home).toContain('<span class="banner__title">Quay &lt;/script&gt; $&amp; $\' $`</span>');
  });

  it('keeps the boot screen and preloads the messages and schemas with the scripts on other pages', async () => {
    const member = (await page('/member', site.domain)).body;
    expect(member).toContain('<div class="boot-screen">');
    expect(member).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const preloads = [...member.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
    expect(preloads).toEqual([
      '/assets/runtime-1.js',
      '/assets/ty-1.js',
      '/assets/shell-schemas-1.js',
      '/assets/schemas-1.js',
    ]);
  });

  it('keeps text from the data from closing the block', async () => {
    const html = (await page('/home', site.domain)).body;
    // The page's own closing tags only (the modules' list, boot.js, the data); the titles' "</script>" arrive escaped.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain("Quay \\u003c/script> $& $' $`");
  });

  it('leaves announcements and the preload out of other pages', async () => {
    const html = (await page('/member?page=depositv2', site.domain)).body;
    const data = firstScreenOf(html);
    expect(data.permission.info.whitelabel.brand.merchantCode).toBe(site.code);
    expect(data.announcements).toBeUndefined();
    expect(data.menus).toBeDefined();
    expect(html).not.toContain('rel="preload"');
  });

  it('tells a closed site so at once, without its content', async () => {
    const html = (await page('/', closed.domain)).body;
    const data = firstScreenOf(html);
    expect(data.status.status).toBe(1);
    expect(data.announcements).toBeUndefined();
    expect(data.menus).toBeUndefined();
    expect(html).not.toContain('closed.svg');
  });

  it('sends the page gzip-compressed to a browser that accepts it', async () => {
    const response = await page('/', site.domain, { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(firstScreenOf(gunzipSync(response.rawPayload).toString()).status.status).toBe(0);
  });

  it('writes nothing when there is no first screen, and escapes the preload address', () => {
    expect(pageWithFirstScreen(shell, null)).toBe(shell);
    const data = { status: { status: 0, location: { ip: '127.0.0.1', country: null } } };
    const html = pageWithFirstScreen(shell, {
      data: data as never,
      leadImage: '/a.svg" onload="x',
      scripts: [],
      styles: [],
      markup: null,
      entry: null,
    });
    expect(html).toContain('href="/a.svg&quot; onload=&quot;x"');
  });
});
