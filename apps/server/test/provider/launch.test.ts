import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, recentGames } from '../../src/db/schema/index.js';
import { seedBuiltinProvider } from '../../src/demo/demo-provider.js';
import { tokenHashOf } from '../../src/platform/tokens.js';
import { buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addGame, launch, type ProviderWorld, providerWorld } from './provider-setup.js';

let ctx: TestContext;
let world: ProviderWorld;
let trial: PortalClient;
let visitor: PortalClient;
let externalNodeId: string;
let notOfferedNodeId: string;
let noTrialNodeId: string;
const launchUrl = (nodeId: string, freeTrial = false) => `/wps/game/launchGame?nodeId=${nodeId}&freeTrial=${freeTrial}`;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await providerWorld(ctx, 'launcher01', 100_00n);
  visitor = new PortalClient(ctx.app, world.site.code);
  trial = new PortalClient(ctx.app, world.site.code);
  trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
  externalNodeId = await addGame(ctx, { code: 'EXTV' }, { gameCode: 'ext-slot' }, world.site.id);
  notOfferedNodeId = await addGame(ctx, { code: 'ELSEWHERE', provider: 'builtin' }, { gameCode: 'other-slot' });
  noTrialNodeId = await addGame(ctx, { code: 'BUILTIN' }, { gameCode: 'no-trial-slot', freeTrial: false });
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

  it('opens a 4-hour session stored hashed, records the recent game and answers the /seamless page', async () => {
    const response = await world.member.call('GET', launchUrl(world.slotNodeId));
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ mode: 'real', vassalage: 'BUILTIN', nodeId: world.slotNodeId });
    const url = new URL(value.url, 'http://portal');
    expect(url.pathname).toBe('/seamless');
    expect(url.searchParams.get('game')).toBe('lucky-sevens-deluxe');
    const token = url.searchParams.get('session')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [session] = await ctx.database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, tokenHashOf(token)));
    expect(session).toMatchObject({ memberId: world.memberId, mode: 'real', providerCode: 'builtin', closedAt: null });
    const hours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(4, 2);
    const recent = await ctx.database.db.select().from(recentGames).where(eq(recentGames.memberId, world.memberId));
    expect(recent.map((row) => String(row.gameId))).toContain(world.slotNodeId);
  });

  it('is also the relay call GCS_gameLaunchFB, with the same rules', async () => {
    expect((await visitor.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${world.slotNodeId}`)).statusCode).toBe(401);
    const response = await world.member.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${world.slotNodeId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().value.url).toMatch(/^\/seamless\?session=/);
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
    expect(session).toMatchObject({ memberId: null, mode: 'trial', trialBalance: 200_000n });
  });

  it('refuses TRIAL_NOT_AVAILABLE for a game without free trial', async () => {
    const response = await visitor.call('GET', launchUrl(noTrialNodeId, true));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TRIAL_NOT_AVAILABLE', field: 'query.freeTrial' });
  });

  it('refuses TRIAL_NOT_AVAILABLE on a site whose FREEPLAY3 switch is off', async () => {
    const closed = await buildSite(ctx.database.db, { site: { switches: { FREEPLAY3: false } as never } });
    await seedBuiltinProvider(ctx.database.db, closed.code);
    await ctx.app.sites.reload();
    const response = await new PortalClient(ctx.app, closed.code).call('GET', launchUrl(world.slotNodeId, true));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TRIAL_NOT_AVAILABLE');
  });
});
