import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, recentGames } from '../../src/db/schema/index.js';
import { originalsGames, originalsVendor, seedOriginals } from '../../src/demo/demo-originals.js';
import { gameServerProvider } from '../../src/modules/provider/vendors/game-vendor.js';
import { tokenHashOf } from '../../src/platform/tokens.js';
import { buildSite } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addGame, createProviderApp, launch, type ProviderWorld, providerWorld, vendorOf } from './provider-setup.js';

let ctx: TestContext;
let world: ProviderWorld;
let trial: PortalClient;
let visitor: PortalClient;
let externalNodeId: string;
let notOfferedNodeId: string;
let noTrialNodeId: string;
const launchUrl = (nodeId: string, freeTrial = false) => `/wps/game/launchGame?nodeId=${nodeId}&freeTrial=${freeTrial}`;

beforeAll(async () => {
  ctx = await createProviderApp();
  world = await providerWorld(ctx, 'launcher01', 100_00n);
  visitor = new PortalClient(ctx.app, world.site.code);
  trial = new PortalClient(ctx.app, world.site.code);
  trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
  externalNodeId = await addGame(ctx, { code: 'EXTV' }, { gameCode: 'ext-slot' }, world.site.id);
  notOfferedNodeId = await addGame(
    ctx,
    { code: 'ELSEWHERE', provider: gameServerProvider },
    { gameCode: 'other-slot' },
  );
  noTrialNodeId = await addGame(ctx, originalsVendor, { gameCode: 'no-trial-slot', freeTrial: false });
});
afterAll(() => ctx.close());

describe('GET /wps/game/launchGame (real money)', () => {
  it('401 without a session', async () => {
    const response = await visitor.call('GET', launchUrl(world.slotNodeId));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('403 in_need_true_account for a trial user', async () => {
    const response = await trial.call('GET', launchUrl(world.slotNodeId));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TRIAL_ACCOUNT', message: 'error.in_need_true_account' });
  });

  it('400 naming the field for a node id that is not one', async () => {
    const response = await world.member.call('GET', '/wps/game/launchGame?nodeId=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('query.nodeId');
  });

  it('404 for an unknown game and for a vendor the site does not offer', async () => {
    for (const nodeId of ['999999999', notOfferedNodeId]) {
      const response = await world.member.call('GET', launchUrl(nodeId));
      expect(response.statusCode).toBe(404);
      expect(response.json().field).toBe('query.nodeId');
    }
  });

  it('409 VENDOR_NOT_AVAILABLE for a third-party vendor, and no session is opened', async () => {
    const response = await world.member.call('GET', launchUrl(externalNodeId));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'VENDOR_NOT_AVAILABLE', params: { vendor: 'EXTV' } });
    const sessions = await ctx.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.gameId, BigInt(externalNodeId)));
    expect(sessions).toHaveLength(0);
  });

  it('opens a 4-hour session stored hashed, opens it at the vendor and answers the /seamless page framing it', async () => {
    const response = await world.member.call('GET', launchUrl(world.slotNodeId));
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ mode: 'real', vassalage: originalsVendor.code, nodeId: world.slotNodeId });
    // The vendor was asked for a session of this member, site and game, with the wallet token its calls carry.
    const opened = vendorOf(ctx.app).opened.at(-1)!;
    expect(opened).toMatchObject({
      playerId: String(world.memberId),
      siteCode: world.site.code,
      currency: 'USD',
      studio: originalsVendor.code,
      gameCode: originalsGames[0]!.gameCode,
      gameName: originalsGames[0]!.names.EN,
      mode: 'real',
    });
    expect(opened).not.toHaveProperty('trialBalance');
    const token = opened.walletToken;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // The page frames the vendor's client; the wallet token stays between the portal and the vendor.
    const url = new URL(value.url, 'http://portal');
    expect(url.pathname).toBe('/seamless');
    expect(url.searchParams.get('game')).toBe('lucky-sevens-deluxe');
    expect(url.searchParams.get('client')).toMatch(/^https:\/\/games\.test\/play\/lucky-sevens-deluxe\?s=/);
    expect(value.url).not.toContain(token);
    const [session] = await ctx.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, tokenHashOf(token)));
    expect(session).toMatchObject({
      memberId: world.memberId,
      mode: 'real',
      providerCode: gameServerProvider,
      closedAt: null,
    });
    const hours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(4, 2);
    const recent = await ctx.database.db.select().from(recentGames).where(eq(recentGames.memberId, world.memberId));
    expect(recent.map((row) => String(row.gameId))).toContain(world.slotNodeId);
  });

  it('503 VENDOR_UNAVAILABLE when the vendor does not answer, and the session it opened is closed again', async () => {
    const sessionsOf = () =>
      ctx.database.db
        .select()
        .from(gameSessions)
        .where(and(eq(gameSessions.memberId, world.memberId), eq(gameSessions.gameId, BigInt(world.slotNodeId))))
        .orderBy(desc(gameSessions.id));
    const before = await sessionsOf();
    const asked = vendorOf(ctx.app).opened.length;
    vendorOf(ctx.app).down = true;
    try {
      const response = await world.member.call('GET', launchUrl(world.slotNodeId));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'VENDOR_UNAVAILABLE', field: 'query.nodeId' });
    } finally {
      vendorOf(ctx.app).down = false;
    }
    expect(vendorOf(ctx.app).opened).toHaveLength(asked);
    const after = await sessionsOf();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.closedAt).not.toBeNull();
    // The vendor answers again: the next launch plays.
    expect((await world.member.call('GET', launchUrl(world.slotNodeId))).statusCode).toBe(200);
  });

  it('is also the relay call GCS_gameLaunchFB, with the same rules', async () => {
    expect((await visitor.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${world.slotNodeId}`)).statusCode).toBe(401);
    const response = await world.member.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${world.slotNodeId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.url).toMatch(/^\/seamless\?client=/);
  });
});

describe('free trial launches', () => {
  it('lets a visitor and a trial user play for free where the game and FREEPLAY3 allow it', async () => {
    for (const client of [visitor, trial, world.member]) {
      const response = await client.call('GET', launchUrl(world.slotNodeId, true));
      expect(response.statusCode).toBe(200);
      expect(response.json().value.mode).toBe('trial');
    }
    const token = await launch(visitor, world.slotNodeId, true);
    const [session] = await ctx.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, tokenHashOf(token)));
    expect(session).toMatchObject({ memberId: null, mode: 'trial', closedAt: null });
    // The vendor keeps a trial's play money: it is told how much at launch (10,000 bets of 0.20).
    expect(vendorOf(ctx.app).opened.at(-1)).toMatchObject({ playerId: null, mode: 'trial', trialBalance: '200000' });
  });

  it('refuses TRIAL_NOT_AVAILABLE for a game without free trial', async () => {
    const response = await visitor.call('GET', launchUrl(noTrialNodeId, true));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TRIAL_NOT_AVAILABLE', field: 'query.freeTrial' });
  });

  it('refuses TRIAL_NOT_AVAILABLE on a site whose FREEPLAY3 switch is off', async () => {
    const closed = await buildSite(ctx.database.db, { site: { switches: { FREEPLAY3: false } as never } });
    await seedOriginals(ctx.database.db, closed.code);
    await ctx.app.sites.reload();
    const response = await new PortalClient(ctx.app, closed.code).call('GET', launchUrl(world.slotNodeId, true));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TRIAL_NOT_AVAILABLE');
  });
});
