import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, pointConfigs, pointRewards } from '../../src/db/schema/index.js';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// The points mall: a point per 1.00 of valid bet, never expiring; rewards redeemed against points and
// stock, points converted to cash, each decided under the member's lock with the payment password.
let ctx: TestContext;
let site: BuiltSite;
let gameId: bigint;
let rewardId: string;
let seq = 0;
const db = () => ctx.database.db;

async function validBet(memberId: bigint, stake: bigint, siteId = site.id) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${siteId}, ${memberId}, ${gameId}, 'test', ${`pt${seq++}`}, 'real', ${stake}, 0, 'settled', now())`);
}
const relay = (client: PortalClient, name: string) => client.call('GET', `/wps/relay/${name}`);
const points = async (client: PortalClient) => (await relay(client, 'MCS2_getPointBalance')).json().value.points;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'PTV' }, { gameCode: 'PTSLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'PTSLOT'`))[0]!.id;
  await db().insert(pointConfigs).values({ siteId: site.id, earnEvery: 100n, pointValue: 1n, minConvert: 10 });
  const [reward] = await db()
    .insert(pointRewards)
    .values({ siteId: site.id, names: { EN: 'Mug', TY: 'Cốc' }, requiredPoints: 50, stock: 2, unit: 'pcs' })
    .returning({ id: pointRewards.id });
  rewardId = String(reward!.id);
});
afterAll(() => ctx.close());

describe('points mall', () => {
  it('refuse without a session (but show a visitor the rewards), and on a site without a points mall', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await relay(anonymous, 'MCS2_getPointBalance')).statusCode).toBe(401);
    expect((await relay(anonymous, 'MCS2_getRedeemPointList')).statusCode).toBe(401);
    // The rewards are the shop window: a visitor reads them in its language.
    const window = await anonymous.call('GET', '/wps/relay/MCS2_getPointReward', undefined, { language: 'TY' });
    expect(window.json().value.map((reward: { name: string }) => reward.name)).toEqual(['Cốc']);
    const other = await buildSite(db());
    await ctx.app.sites.reload();
    const elsewhere = new PortalClient(ctx.app, other.code);
    await elsewhere.register({ username: 'pointless', password: 'secret12', confirmPassword: 'secret12' });
    expect((await relay(elsewhere, 'MCS2_getPointConfig')).json().code).toBe('FEATURE_DISABLED');
  });

  it('redeems against points and stock, converts to cash once under a burst, and lists both', async () => {
    const { client } = await setUpWithdrawer(ctx, site, 'pointfan');
    const memberId = await memberIdOf(db(), site.id, 'pointfan');
    await validBet(memberId, 10_000n);
    expect(await points(client)).toBe(100);
    const redeem = (body: Record<string, unknown>) =>
      client.enc('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId,
        quantity: 1,
        receivingAddress: '1 Main St',
        paymentPassword: '112233',
        ...body,
      });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ paymentPassword: '000000' }, 400, 'body.paymentPassword'],
      [{ quantity: 0 }, 400, 'body.quantity'],
      [{ receivingAddress: '' }, 400, 'body.receivingAddress'],
      [{ quantity: 3 }, 409, 'body.quantity'],
      [{ rewardId: '999999' }, 404, 'body.rewardId'],
    ];
    for (const [body, status, field] of cases) {
      const response = await redeem(body);
      expect([response.statusCode, response.json().field], JSON.stringify(body)).toEqual([status, field]);
    }
    expect(await points(client)).toBe(100);
    expect((await redeem({ quantity: 2 })).statusCode).toBe(200);
    expect(await points(client)).toBe(0);
    const [mug] = (await relay(client, 'MCS2_getRedeemPointList')).json().value;
    expect(mug).toMatchObject({
      type: 'reward',
      name: 'Mug',
      quantity: 2,
      requiredPoints: 100,
      status: 'in_process',
      receivingAddress: '1 Main St',
    });

    await validBet(memberId, 3_000n);
    const convert = (count: number) =>
      client.enc('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { points: count, paymentPassword: '112233' });
    expect((await convert(5)).json().field).toBe('body.points');
    expect((await convert(31)).json()).toMatchObject({ code: 'INSUFFICIENT_POINTS', params: { points: 30 } });
    const burst = await Promise.all([convert(20), convert(20), convert(20)]);
    expect(burst.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await points(client)).toBe(10);
    expect((await client.call('GET', '/wps/v2/wallets/balance')).json().value.total).toBe('20');
    expect((await relay(client, 'MCS2_getRedeemPointList')).json().value[0]).toMatchObject({
      type: 'convert',
      status: 'approved',
      amount: '20',
    });
  });

  // Issue 22 #21: a $0.20 spin made the balance a fraction (0.2) that its schema refused: a 500 for good.
  it('counts whole points of the exact lifetime valid bet on odd amounts, carrying the rest to the next point', async () => {
    const { client } = await setUpWithdrawer(ctx, site, 'oddbets');
    const memberId = await memberIdOf(db(), site.id, 'oddbets');
    const balance = async () => (await relay(client, 'MCS2_getPointBalance')).json();
    await validBet(memberId, 20n);
    expect(await balance()).toMatchObject({ success: true, value: { points: 0, earned: 0, toNextPoint: '80' } });
    await validBet(memberId, 37n);
    await validBet(memberId, 37n);
    // 0.20 + 0.37 + 0.37 = 0.94: still no point, 0.06 to go.
    expect((await balance()).value).toEqual({ points: 0, earned: 0, spent: 0, toNextPoint: '6' });
    await validBet(memberId, 37n);
    // 1.31: one point, and the 0.31 over it counts towards the next.
    expect((await balance()).value).toEqual({ points: 1, earned: 1, spent: 0, toNextPoint: '69' });
    for (let i = 0; i < 7; i++) await validBet(memberId, 37n);
    // 1.31 + 7 x 0.37 = 3.90.
    expect((await balance()).value).toEqual({ points: 3, earned: 3, spent: 0, toNextPoint: '10' });
    expect((await relay(client, 'MCS2_getRedeemPointList')).statusCode).toBe(200);
  });

  it('counts 1 ₫ bets on a site without a minor unit: a point per 25,000 ₫ of them', async () => {
    const dong = await buildSite(db(), { site: { currencyCode: 'VND', currencySymbol: '₫', currencyDecimals: 0 } });
    await ctx.app.sites.reload();
    await db().insert(pointConfigs).values({ siteId: dong.id, earnEvery: 25_000n, pointValue: 250n, minConvert: 100 });
    const member = new PortalClient(ctx.app, dong.code);
    await member.register({ username: 'dongbets', password: 'secret12', confirmPassword: 'secret12' });
    const memberId = await memberIdOf(db(), dong.id, 'dongbets');
    for (const stake of [1n, 1n, 24_997n]) await validBet(memberId, stake, dong.id);
    const balance = async () => (await relay(member, 'MCS2_getPointBalance')).json().value;
    expect(await balance()).toEqual({ points: 0, earned: 0, spent: 0, toNextPoint: '1' });
    await validBet(memberId, 1n, dong.id);
    expect(await balance()).toEqual({ points: 1, earned: 1, spent: 0, toNextPoint: '25000' });
    await validBet(memberId, 37_501n, dong.id);
    expect(await balance()).toEqual({ points: 2, earned: 2, spent: 0, toNextPoint: '12499' });
  });
});
