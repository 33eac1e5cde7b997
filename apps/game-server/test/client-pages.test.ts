import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { gameClientPaths, gameScreenSchema, slotTitleSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext, launchSession } from './harness.js';

let ctx: GameServerContext;
let dist: string;
beforeAll(async () => {
  // A built client of its own: the real one is built after the unit tests run.
  dist = await mkdtemp(path.join(os.tmpdir(), 'game-client-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // As the build leaves it: a Brotli copy beside the script (vite-precompress).
  await writeFile(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  ctx = await createGameServer(undefined, { CLIENT_DIST: dist, FRAME_ANCESTORS: 'http://portal.test' });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

const block = (html: string) => /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html)?.[1];

describe('the game client page (/play/<game>)', () => {
  it('carries the title of its session, framed only by the operator, and runs no inline script', async () => {
    const session = await launchSession(ctx, { gameCode: 'AUR_SLOT_7', playerId: null, mode: 'trial' });
    const page = await ctx.app.inject({ url: `/play/AUR_SLOT_7?session=${session}&lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://portal.test');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // The page says which screen it is (a slot's window here), the same the client would ask for.
    const carried = gameScreenSchema.parse(JSON.parse(block(page.body) ?? 'null'));
    const asked = await ctx.app.inject({ url: `${gameClientPaths.slotInfo}?session=${session}` });
    expect(carried).toEqual({ slot: asked.json() });
    const screen = await ctx.app.inject({ url: `${gameClientPaths.screen}?session=${session}` });
    expect(screen.json()).toEqual(carried);
    const asset = await ctx.app.inject({ url: '/client/assets/app.js' });
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    // A browser that takes Brotli gets the build's copy, not the script compressed again (or not at all).
    const compressed = await ctx.app.inject({
      url: '/client/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
  });

  it('serves the plain page to a session that does not play, and keeps any text inside its data block', async () => {
    const unknown = await ctx.app.inject({ url: `/play/AUR_SLOT_7?session=${'B'.repeat(43)}` });
    expect(unknown.statusCode).toBe(200);
    expect(block(unknown.body)).toBeUndefined();
    const hostile = '</script><script>alert(1)</script>';
    const session = await launchSession(ctx, { gameCode: hostile, playerId: null, mode: 'trial' });
    const page = await ctx.app.inject({ url: `/play/x?session=${session}` });
    expect(page.body).not.toContain(hostile);
    const carried = gameScreenSchema.parse(JSON.parse(block(page.body) ?? 'null'));
    expect('slot' in carried && slotTitleSchema.parse(carried.slot).gameCode).toBe(hostile);
  });
});

describe('a house game page', () => {
  it('carries the rules of a house title under `house`', async () => {
    const session = await launchSession(ctx, { gameCode: 'baccarat-classic', playerId: null, mode: 'trial' });
    const page = await ctx.app.inject({ url: `/play/baccarat-classic?session=${session}` });
    const carried = gameScreenSchema.parse(JSON.parse(block(page.body) ?? 'null'));
    expect(carried).toMatchObject({ house: { game: 'baccarat', kind: 'TG', edition: 'classic', open: null } });
  });
});
