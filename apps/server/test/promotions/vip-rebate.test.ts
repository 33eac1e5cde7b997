import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipLevels } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addBankChannel, addSlotAndLive } from './play-setup.js';

// VIP levels from the last 30 days' deposits and valid bets, and the manual rebate at the level's
// rates per category, each bet paid once however many claims race.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
let bank: string;
let seq = 0;
const gameIds: Record<string, bigint> = {};
const db = () => ctx.database.db;

async function round(memberId: bigint, category: 'RNG' | 'LIVE', stake: bigint, win = 0n) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameIds[category]!}, 'test', ${`vip${seq++}`}, 'real', ${stake}, ${win}, 'settled', now() - interval '1 second')`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  await ctx.app.sites.reload();
  bank = await addBankChannel(ctx, site.id);
  Object.assign(gameIds, await addSlotAndLive(ctx, 'VIP'));
  await db()
    .insert(vipLevels)
    .values([
      { siteId: site.id, level: 0, name: 'Member', rebateRates: { RNG: 50, LIVE: 20 } },
      {
        siteId: site.id,
        level: 1,
        name: 'Silver',
        minDeposits: 10_000n,
        minValidBet: 5_000n,
        rebateRates: { RNG: 100, LIVE: 40 },
      },
    ]);
  operator = await signInOperator(ctx, site.code, 'vipop01', [site.id]);
});
afterAll(() => ctx.close());

describe('VIP and rebate', () => {
  it('refuse without a session', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    for (const [method, url] of [
      ['GET', '/wps/vip'],
      ['GET', '/wps/rebate'],
      ['POST', '/wps/rebate/claim'],
    ] as const) {
      expect((await anonymous.call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('pays the rebate of each bet once at the level of the claim, and raises the level', async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'vipmember', password: 'secret12', confirmPassword: 'secret12' });
    const memberId = await memberIdOf(db(), site.id, 'vipmember');
    expect((await client.call('POST', '/wps/rebate/claim')).json().code).toBe('NOTHING_TO_CLAIM');
    await round(memberId, 'RNG', 4000n);
    await round(memberId, 'LIVE', 5000n);
    await round(memberId, 'RNG', 1000n, 1000n); // a push: no valid bet
    // Level 0: 0.50 % of 40.00 and 0.20 % of 50.00.
    expect((await client.call('GET', '/wps/rebate')).json().value).toMatchObject({ level: 0, amount: '30' });
    const claims = await Promise.all([1, 2, 3].map(() => client.call('POST', '/wps/rebate/claim')));
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await client.call('GET', '/wps/v2/wallets/balance')).json().value.total).toBe('30');
    expect((await client.call('GET', '/wps/rebate')).json().value.amount).toBe('0');

    const created = await client.call(
      'POST',
      '/wps/cashier/deposit',
      { channelId: bank, amount: '100' },
      { 'idempotency-key': 'vip-deposit-1' },
    );
    await operator('POST', `/wps/operator/deposits/${created.json().value.id}/approve`);
    const status = (await client.call('GET', '/wps/vip')).json().value;
    expect(status).toMatchObject({ level: 1, label: 'VIP1', deposits: '10000', validBet: '9000' });
    expect((await client.call('GET', '/wps/member/info')).json().value.vipLabel).toBe('VIP1');
    // A round settled just after the claim's end counts for the next claim, at the new level's 1 %.
    await db().execute(sql`
      INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
      VALUES (${site.id}, ${memberId}, ${gameIds.RNG!}, 'test', 'vip-after', 'real', 2000, 0, 'settled',
              (SELECT max(claimed_through) FROM rebate_claims WHERE member_id = ${memberId}) + interval '1 millisecond')`);
    expect((await client.call('GET', '/wps/rebate')).json().value).toMatchObject({ level: 1, amount: '20' });
  });
});
