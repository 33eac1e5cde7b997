import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness.js';

let ctx: TestContext;
let dist: string;
let consoleDist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>portal shell</title></head></html>',
  );
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // The web build writes compressed copies beside its files (apps/web/vite-precompress.ts).
  await writeFile(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  consoleDist = await mkdtemp(path.join(os.tmpdir(), 'portal-console-'));
  await mkdir(path.join(consoleDist, 'assets'));
  await writeFile(
    path.join(consoleDist, 'index.html'),
    '<!doctype html><html><head><title>console shell</title></head></html>',
  );
  await writeFile(path.join(consoleDist, 'assets', 'console-def456.js'), 'console.log(2)');
  ctx = await createTestApp({ WEB_DIST: dist, CONSOLE_DIST: consoleDist });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
  await rm(consoleDist, { recursive: true, force: true });
});

describe('operator console serving (issue 25)', () => {
  it("answers its own page under /console, never the member site's, and its assets immutable", async () => {
    for (const url of ['/console', '/console/', '/console/members?q=x']) {
      const page = await ctx.app.inject({ url });
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.body).toContain('console shell');
      expect(page.body).not.toContain('portal shell');
    }
    const asset = await ctx.app.inject({ url: '/console/assets/console-def456.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log(2)']);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject({ url: '/console/assets/console-gone.js' })).statusCode).toBe(404);
    // The member site's page stays the member site's.
    expect((await ctx.app.inject({ url: '/consoles' })).body).toContain('portal shell');
  });
});

describe('web app serving', () => {
  it('serves index.html for a deep client route, so a reload works', async () => {
    const response = await ctx.app.inject({ url: '/member?tab=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('portal shell');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await ctx.app.inject({ url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's Brotli copy to a browser that accepts it, and the plain file otherwise", async () => {
    const compressed = await ctx.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await ctx.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers a missing built file with 404, not the page (issue 22, 28)', async () => {
    const response = await ctx.app.inject({ url: '/assets/main-gone999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('answers an unknown API path with the 404 envelope, not the page', async () => {
    const response = await ctx.app.inject({ url: '/wps/does/not/exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await ctx.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health and docs', () => {
  it('reports the process and the database ready', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('documents every system call from the zod schemas', async () => {
    const document = (await ctx.app.inject({ url: '/docs/json' })).json();
    for (const call of ['whitelabel', 'setting/register', 'status', 'domainRoute', 'permission', 'countryCode']) {
      expect(document.paths).toHaveProperty([`/wps/system/${call}`, 'get']);
    }
    expect(document.components.schemas).toHaveProperty('Whitelabel');
    expect(document.paths['/wps/system/status'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'merchant',
    );
  });
});

describe('readiness without a database', () => {
  it('answers 503 on /readyz when the database is gone', async () => {
    const own = await createTestApp();
    await own.database.pool.end();
    const response = await own.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    await own.app.close();
  });
});

describe('API security headers', () => {
  it('sends the REST set on JSON calls: no framing, no sniffing, no caching', async () => {
    const response = await ctx.app.inject({ url: '/wps/system/status', headers: { merchant: 'NONE' } });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
