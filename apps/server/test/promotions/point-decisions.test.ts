import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, pointConfigs, pointRewards } from '../../src/db/schema/index.js';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// The operator's decision on a reward redemption in process: approved with what was paid, or rejected
// with the points and the stock back; once, under a burst; only the site's own redemptions.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
let rewardId: string;
let gameId: bigint;
let seq = 0;
const db = () => ctx.database.db;
const list = '/wps/operator/points/redemptions';
const decide = (call: OperatorCall, id: string, body: Record<string, unknown>) =>
  call('POST', `${list}/${id}/decision`, body);
const relay = (client: PortalClient, name: string) => client.call('GET', `/wps/relay/${name}`);
const stockOf = async () =>
  (await db().execute<{ stock: number }>(sql`SELECT stock FROM point_rewards WHERE id = ${BigInt(rewardId)}`)).rows[0]!
    .stock;

/** A member with 100 points who redeemed one mug (50 points); answers the client and the redemption's id. */
async function redeemer(username: string) {
  const { client } = await setUpWithdrawer(ctx, site, username);
  const memberId = await memberIdOf(db(), site.id, username);
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`pd${seq++}`}, 'real', 10000, 0, 'settled', now())`);
  const redeemed = await client.enc('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    rewardId,
    quantity: 1,
    receivingAddress: '1 Main St',
    paymentPassword: '112233',
  });
  expect(redeemed.statusCode).toBe(200);
  const [mine] = (await relay(client, 'MCS2_getRedeemPointList')).json().value;
  return { client, id: mine.id as string };
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'PDV' }, { gameCode: 'PDSLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'PDSLOT'`))[0]!.id;
  await db().insert(pointConfigs).values({ siteId: site.id, earnEvery: 100n, pointValue: 1n, minConvert: 10 });
  const [reward] = await db()
    .insert(pointRewards)
    .values({ siteId: site.id, names: { EN: 'Mug', TY: 'Cốc' }, requiredPoints: 50, stock: 10, unit: 'pcs' })
    .returning({ id: pointRewards.id });
  rewardId = String(reward!.id);
  operator = await signInOperator(ctx, site.code, 'pointsop1', [site.id]);
});
afterAll(() => ctx.close());

describe('operator decisions on point redemptions', () => {
  it('401 without a token, 403/404 for another site, 400 naming the field, then approves once', async () => {
    const { client, id } = await redeemer('pointdecide1');
    const anonymous = await ctx.app.inject({ method: 'GET', url: list, headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    const other = await buildSite(db());
    await ctx.app.sites.reload();
    await db().insert(pointConfigs).values({ siteId: other.id, earnEvery: 100n, pointValue: 1n, minConvert: 10 });
    const stranger = await signInOperator(ctx, other.code, 'pointsop2', [other.id]);
    // An operator of the other site only, asking on this one; then one of both sites, asking on the other.
    const here = { merchant: site.code };
    expect((await stranger('GET', list, undefined, here)).statusCode).toBe(403);
    expect((await stranger('POST', `${list}/${id}/decision`, { decision: 'approve' }, here)).statusCode).toBe(403);
    expect((await stranger('GET', list)).json().value.total).toBe(0);
    const foreign = await signInOperator(ctx, other.code, 'pointsop3', [site.id, other.id]);
    expect((await decide(foreign, id, { decision: 'approve' })).statusCode).toBe(404);
    for (const [body, field] of [
      [{ decision: 'maybe' }, 'body.decision'],
      [{ decision: 'reject' }, 'body.remark'],
      [{ decision: 'approve', paidAmount: '-5' }, 'body.paidAmount'],
    ] as const) {
      const response = await decide(operator, id, body);
      expect([response.statusCode, response.json().field], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await operator('GET', `${list}?status=in_process`)).json().value).toMatchObject({
      total: 1,
      items: [{ id, username: 'pointdecide1', status: 'in_process' }],
    });
    const burst = await Promise.all([
      decide(operator, id, { decision: 'approve', paidAccount: 'DHL 123', paidAmount: '1500' }),
      decide(operator, id, { decision: 'reject', remark: 'Out of mugs' }),
      decide(operator, id, { decision: 'approve' }),
    ]);
    const winners = burst.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(burst.filter((response) => response.statusCode === 409)).toHaveLength(2);
    const decided = winners[0]!.json().value;
    const [mine] = (await relay(client, 'MCS2_getRedeemPointList')).json().value;
    expect(mine.status).toBe(decided.status);
    const inbox = await db().execute<{ kind: string }>(
      sql`SELECT kind FROM messages WHERE member_id = ${await memberIdOf(db(), site.id, 'pointdecide1')} AND kind LIKE 'points_%'`,
    );
    expect(inbox.rows).toEqual([{ kind: `points_${decided.status}` }]);
  });

  it('gives a rejected redemption its points and stock back', async () => {
    const { client, id } = await redeemer('pointdecide2');
    const stock = await stockOf();
    expect((await relay(client, 'MCS2_getPointBalance')).json().value.points).toBe(50);
    const rejected = await decide(operator, id, { decision: 'reject', remark: 'Address is not deliverable' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', remark: 'Address is not deliverable' });
    expect((await relay(client, 'MCS2_getPointBalance')).json().value.points).toBe(100);
    expect(await stockOf()).toBe(stock + 1);
    expect((await decide(operator, id, { decision: 'approve' })).json().code).toBe('CONFLICT');
  });

  it('records what was paid on an approval, shown to the member', async () => {
    const { client, id } = await redeemer('pointdecide3');
    const approved = await decide(operator, id, { decision: 'approve', paidAccount: 'DHL 9876', paidAmount: '1500' });
    expect(approved.statusCode).toBe(200);
    const [mine] = (await relay(client, 'MCS2_getRedeemPointList')).json().value;
    expect(mine).toMatchObject({ status: 'approved', paidAccount: 'DHL 9876', paidAmount: '1500' });
    expect((await relay(client, 'MCS2_getPointBalance')).json().value.points).toBe(50);
  });
});
