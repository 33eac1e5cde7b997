import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operatorGamesPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { demoAccounts } from '../../src/demo/demo-members.js';
import { seedDemoIfEmpty } from '../../src/demo/seed.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 25 "Games", the vendor part: the site's vendors and games switched on or off, the hot list's order, and
// whether the game server answers. A switch shows on the member site's next catalogue read and stops a launch.
let ctx: TestContext;
let vendorServer: Server;
/** What the stand-in game server answers its health call: a status, or nothing at all. */
let health: number | 'silent' = 200;
let writer: OperatorCall;
let reader: OperatorCall;
let finance: OperatorCall;
let foreign: OperatorCall;
let member: PortalClient;

type Vendor = { code: string; category: string; enabled: boolean; playable: boolean; games: number; gamesOff: number };
type Game = {
  id: string;
  vendorCode: string;
  subType: string | null;
  enabled: boolean;
  hot: number | null;
  sortOrder: number;
};

const answerOf = async <T>(answer: Promise<{ statusCode: number; body: string; json(): { value: T } }>) => {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};
const memberList = async (query: string) =>
  (await answerOf<{ items: { nodeId: string }[] }>(member.call('GET', `/lgw/games/list?pageSize=200&${query}`))).items;
const launchStatus = async (nodeId: string) =>
  (await member.call('GET', `/wps/game/launchGame?nodeId=${nodeId}`)).statusCode;
const vendors = () => answerOf<Vendor[]>(writer('GET', operatorGamesPaths.vendors));
const gamesOf = (query: string) =>
  answerOf<{ items: Game[]; total: number }>(writer('GET', `${operatorGamesPaths.games}?${query}`));
const gamePath = (id: string) => operatorGamesPaths.game.replace(':id', id);
const vendorPath = (code: string) => operatorGamesPaths.vendor.replace(':code', code);

beforeAll(async () => {
  // A stand-in game server: its health call answers as the test says; a launch is refused (503 at the portal).
  vendorServer = createServer((request, response) => {
    if (request.url === '/healthz' && health !== 'silent') response.writeHead(health).end('{}');
    else if (request.url !== '/healthz') response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => vendorServer.listen(0, '127.0.0.1', resolve));
  const { port } = vendorServer.address() as AddressInfo;
  ctx = await createTestApp({
    GAME_SERVER_URL: `http://127.0.0.1:${port}`,
    GAME_SERVER_SECRET: Buffer.alloc(32, 7).toString('base64'),
  });
  await seedDemoIfEmpty(ctx.database.db);
  await ctx.app.sites.reload();
  const site = ctx.app.sites.byCode('AUR');
  const other = ctx.app.sites.byCode('LTS');
  writer = await signInOperator(ctx, 'AUR', 'games-writer', [site!.id], 'content');
  reader = await signInOperator(ctx, 'AUR', 'games-reader', [site!.id], 'read-only');
  finance = await signInOperator(ctx, 'AUR', 'games-finance', [site!.id], 'finance');
  foreign = await signInOperator(ctx, 'LTS', 'games-foreign', [other!.id], 'content');
  member = new PortalClient(ctx.app, 'AUR');
  const account = demoAccounts[1]!;
  expect((await member.login(account.username, account.password)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  vendorServer?.closeAllConnections();
  await new Promise((resolve) => vendorServer?.close(resolve));
});

describe('operator games', () => {
  it('401, 403 for a role or site it is not for, 400 naming the field', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: operatorGamesPaths.vendors,
      headers: { merchant: 'AUR' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [vendor] = (await vendors()).filter((candidate) => candidate.playable);
    const body = { enabled: false };
    expect((await finance('PUT', vendorPath(vendor!.code), body)).statusCode).toBe(403);
    expect((await reader('PUT', vendorPath(vendor!.code), body)).statusCode).toBe(403);
    expect((await reader('GET', operatorGamesPaths.vendors)).statusCode).toBe(200);
    expect((await foreign('PUT', vendorPath(vendor!.code), body, { merchant: 'AUR' })).statusCode).toBe(403);
    const bad = await writer('PUT', vendorPath(vendor!.code), { enabled: 'no' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.enabled']);
    const [game] = (await gamesOf(`vendor=${vendor!.code}`)).items;
    const badGame = await writer('PUT', gamePath(game!.id), { enabled: true, hot: -1, sortOrder: 1 });
    expect([badGame.statusCode, badGame.json().field]).toEqual([400, 'body.hot']);
    expect((await writer('PUT', vendorPath('NOPE'), body)).statusCode).toBe(404);
    expect((await writer('PUT', gamePath('999999999'), { enabled: true, hot: null, sortOrder: 0 })).statusCode).toBe(
      404,
    );
  });

  it('a game switched off no longer lists or launches, and is audited before and after', async () => {
    const vendor = (await vendors()).find(
      (candidate) => candidate.playable && candidate.games > 0 && candidate.category === 'RNG',
    );
    const { items } = await gamesOf(`vendor=${vendor!.code}`);
    const game = items[0]!;
    expect((await memberList(`gameType=HOME&vassalage=${vendor!.code}`)).map((g) => g.nodeId)).toContain(game.id);
    // The stand-in refuses sessions: the launch reaches the vendor (503), it is not refused here.
    expect(await launchStatus(game.id)).toBe(503);
    const off = await answerOf<Game>(writer('PUT', gamePath(game.id), { enabled: false, hot: null, sortOrder: 5 }));
    expect(off).toMatchObject({ id: game.id, enabled: false, hot: null, sortOrder: 5, custom: true });
    expect((await memberList(`gameType=HOME&vassalage=${vendor!.code}`)).map((g) => g.nodeId)).not.toContain(game.id);
    expect(await launchStatus(game.id)).toBe(404);
    expect((await vendors()).find((candidate) => candidate.code === vendor!.code)?.gamesOff).toBe(1);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'games.game.update'), eq(auditLog.subject, `game:${game.id}`)));
    expect(audit?.details).toMatchObject({ before: { enabled: true }, after: { enabled: false, sortOrder: 5 } });
    await answerOf(writer('PUT', gamePath(game.id), { enabled: true, hot: game.hot, sortOrder: game.sortOrder }));
    expect((await memberList(`gameType=HOME&vassalage=${vendor!.code}`)).map((g) => g.nodeId)).toContain(game.id);
  });

  it('puts a game on the hot list of this site only, in the order set here', async () => {
    const { items } = await gamesOf('category=RNG&pageSize=100');
    const cold = items.find((game) => game.hot === null && game.subType === null && game.enabled);
    const hotIds = async (site: string) =>
      (
        await answerOf<{ items: { nodeId: string }[] }>(
          new PortalClient(ctx.app, site).call('GET', '/lgw/games/list?gameType=HOT&pageSize=24'),
        )
      ).items.map((game) => game.nodeId);
    expect(await hotIds('AUR')).not.toContain(cold!.id);
    await answerOf(writer('PUT', gamePath(cold!.id), { enabled: true, hot: 1, sortOrder: cold!.sortOrder }));
    expect(await hotIds('AUR')).toContain(cold!.id);
    expect(await hotIds('LTS')).not.toContain(cold!.id);
    const hotList = (await gamesOf('list=hot&pageSize=100')).items;
    expect(hotList.map((game) => game.id)).toContain(cold!.id);
    const ranks = hotList.map((game) => game.hot ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Off the hot list again.
    await answerOf(writer('PUT', gamePath(cold!.id), { enabled: true, hot: null, sortOrder: cold!.sortOrder }));
    expect(await hotIds('AUR')).not.toContain(cold!.id);
  });

  it('a vendor switched off leaves the menus, the lists and the launches until switched on again', async () => {
    const vendor = (await vendors()).find(
      (candidate) => candidate.playable && candidate.games > 0 && candidate.category === 'RNG',
    );
    const [game] = await memberList(`gameType=HOME&vassalage=${vendor!.code}`);
    const switched = await answerOf<Vendor>(writer('PUT', vendorPath(vendor!.code), { enabled: false }));
    expect(switched).toMatchObject({ code: vendor!.code, enabled: false });
    const menus = await answerOf<{ vendors: { vassalage: string }[] }[]>(member.call('GET', '/lgw/games/game_menus'));
    expect(menus.flatMap((menu) => menu.vendors.map((v) => v.vassalage))).not.toContain(vendor!.code);
    expect(
      (await member.call('GET', `/lgw/games/list?gameType=HOME&pageSize=200&vassalage=${vendor!.code}`)).statusCode,
    ).toBe(404);
    expect(await launchStatus(game!.nodeId)).toBe(404);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'games.vendor.switch'), eq(auditLog.subject, `vendor:${vendor!.code}`)));
    expect(audit?.details).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    await answerOf(writer('PUT', vendorPath(vendor!.code), { enabled: true }));
    expect((await memberList(`gameType=HOME&vassalage=${vendor!.code}`)).length).toBeGreaterThan(0);
  });

  it('says whether the game server answers its health call, within a short time', async () => {
    type Status = { servers: { provider: string; state: string; vendors: string[]; detail: string | null }[] };
    health = 200;
    const up = await answerOf<Status>(reader('GET', operatorGamesPaths.status));
    expect(up.servers).toEqual([expect.objectContaining({ provider: 'game-server', state: 'up', detail: null })]);
    expect(up.servers[0]!.vendors.length).toBeGreaterThan(0);
    health = 500;
    const failing = await answerOf<Status>(reader('GET', operatorGamesPaths.status));
    expect(failing.servers[0]).toMatchObject({ state: 'down', detail: 'HTTP 500' });
    health = 'silent';
    const started = Date.now();
    const silent = await answerOf<Status>(reader('GET', operatorGamesPaths.status));
    expect(silent.servers[0]).toMatchObject({ state: 'down', detail: 'no answer within 2000 ms' });
    expect(Date.now() - started).toBeLessThan(4000);
    health = 200;
  });
});
