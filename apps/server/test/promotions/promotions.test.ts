import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addBankChannel, addSlotAndLive } from './play-setup.js';

// Issue 13's bonus engine: definitions by the operator, free credit on registration and a first-deposit
// match claimed exactly once, turnover counted from valid bets by category weight, a withdrawal refused
// until it is met, a bonus forfeited or cancelled taking back what remains.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
let bank: string;
const gameIds: Record<string, bigint> = {};
let roundSeq = 0;
const db = () => ctx.database.db;
const started = new Date(Date.now() - 3_600_000).toISOString();

const welcome = {
  code: 'WELCOME',
  kind: 'registration',
  title: { EN: 'Welcome credit', TY: 'Quà chào mừng' },
  terms: { EN: 'Ten dollars to try the games; play it twice through.' },
  startsAt: started,
  rules: { amount: '1000' },
  turnover: { multiple: 2, base: 'bonus', weights: {} },
};
const firstDeposit = {
  code: 'FIRSTDEP',
  kind: 'first_deposit',
  title: { EN: 'First deposit 50 %' },
  terms: { EN: 'Half your first deposit from 10.00, up to 200.00; play bonus and deposit three times through.' },
  startsAt: started,
  rules: { percent: 5000, cap: '20000', minDeposit: '1000' },
  turnover: { multiple: 3, base: 'bonus_deposit', weights: { LIVE: 10 } },
};

async function settledRound(memberId: bigint, category: 'RNG' | 'LIVE', stake: bigint, win = 0n) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameIds[category]!}, 'test', ${`promo${roundSeq++}`}, 'real', ${stake}, ${win}, 'settled', now())`);
}

async function deposit(client: PortalClient, amount: string) {
  const created = await client.call(
    'POST',
    '/wps/cashier/deposit',
    { channelId: bank, amount },
    { 'idempotency-key': `promo-dep-${roundSeq++}-x` },
  );
  expect(created.statusCode).toBe(200);
  expect((await operator('POST', `/wps/operator/deposits/${created.json().value.id}/approve`)).statusCode).toBe(200);
}

const rewards = async (client: PortalClient) => (await client.call('GET', '/wps/rewards')).json().value;
const rewardOf = async (client: PortalClient, code: string) =>
  (await rewards(client)).items.find((item: { promotion: { code: string } }) => item.promotion.code === code);
const balance = async (client: PortalClient) =>
  BigInt((await client.call('GET', '/wps/v2/wallets/balance')).json().value.total.replace('.', ''));
const withdraw = (client: PortalClient, bankAccountId: string, amount: string) =>
  client.enc(
    'POST',
    '/wps/cashier/withdraw',
    { bankAccountId, amount, paymentPassword: '112233' },
    { 'idempotency-key': `promo-wd-${roundSeq++}` },
  );

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  bank = await addBankChannel(ctx, site.id);
  Object.assign(gameIds, await addSlotAndLive(ctx, 'PROMO'));
  operator = await signInOperator(ctx, site.code, 'promoop1', [site.id]);
  for (const definition of [welcome, firstDeposit]) {
    expect((await operator('POST', '/wps/operator/promotions', definition)).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('promotions and the reward centre', () => {
  it('refuse without a session or an operator, another site, and bad definitions naming the field', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await anonymous.call('GET', '/wps/rewards')).statusCode).toBe(401);
    expect((await anonymous.call('POST', '/wps/rewards/1/claim')).statusCode).toBe(401);
    expect((await anonymous.call('POST', '/wps/operator/promotions', welcome)).statusCode).toBe(401);
    const other = await buildSite(db());
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'promoop2', [other.id]);
    expect((await stranger('POST', '/wps/operator/promotions', welcome, { merchant: site.code })).statusCode).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...firstDeposit, rules: { cap: '100' } }, 'body.rules.percent'],
      [{ ...welcome, endsAt: new Date(Date.parse(started) - 1000).toISOString() }, 'body.endsAt'],
      [{ ...welcome, code: 'no spaces' }, 'body.code'],
      [{ ...welcome, kind: 'lottery' }, 'body.kind'],
      [{ ...welcome, turnover: { multiple: 500, base: 'bonus' } }, 'body.turnover.multiple'],
    ];
    for (const [body, field] of cases) {
      const response = await operator('POST', '/wps/operator/promotions', body);
      expect([response.statusCode, response.json().field], field).toEqual([400, field]);
    }
    const listed = (await anonymous.call('GET', '/wps/promotions', undefined, { language: 'TY' })).json().value;
    expect(listed.map((promotion: { code: string; title: string }) => [promotion.code, promotion.title])).toEqual([
      ['WELCOME', 'Quà chào mừng'],
      ['FIRSTDEP', 'First deposit 50 %'],
    ]);
  });

  it('pays free credit once under a burst of claims, then keeps a withdrawal until the turnover is played', async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'promoone');
    const memberId = await memberIdOf(db(), site.id, 'promoone');
    const offered = await rewardOf(client, 'WELCOME');
    expect(offered).toMatchObject({ state: 'claim', bonus: '1000', turnover: null });
    expect((await rewards(client)).available).toBe(2);
    expect((await client.call('GET', '/wps/member/info')).json().value.availablePromos).toBe(2);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => client.call('POST', `/wps/rewards/${offered.id}/claim`)),
    );
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balance(client)).toBe(1000n);
    expect(await rewardOf(client, 'WELCOME')).toMatchObject({
      state: 'process',
      turnover: { required: '2000', done: '0' },
    });

    const refused = await withdraw(client, bankAccountId, '10');
    expect(refused.json()).toMatchObject({
      code: 'TURNOVER_REQUIRED',
      field: 'body.amount',
      params: { remaining: '2000' },
    });
    await settledRound(memberId, 'RNG', 500n, 0n);
    await settledRound(memberId, 'RNG', 300n, 300n); // a push: no valid bet
    expect(await rewardOf(client, 'WELCOME')).toMatchObject({ turnover: { done: '500' } });
    expect((await withdraw(client, bankAccountId, '10')).json().params).toEqual({ remaining: '1500' });
    await settledRound(memberId, 'RNG', 1500n, 3000n); // won 15.00 net: its whole stake counts
    expect(await rewardOf(client, 'WELCOME')).toMatchObject({ state: 'claimed', turnover: { done: '2000' } });
    expect((await withdraw(client, bankAccountId, '10')).statusCode).toBe(200);
    expect(await rewardOf(client, 'WELCOME')).toMatchObject({ state: 'claimed' });
  });

  it('matches a joined first deposit, weights live games, and takes back what remains when forfeited', async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'promotwo');
    const memberId = await memberIdOf(db(), site.id, 'promotwo');
    expect((await client.call('POST', '/wps/promotions/FIRSTDEP/join')).statusCode).toBe(200);
    expect((await client.call('POST', '/wps/promotions/FIRSTDEP/join')).json().code).toBe('PROMOTION_NOT_AVAILABLE');
    expect(await rewardOf(client, 'FIRSTDEP')).toMatchObject({ state: 'signed' });
    await deposit(client, '100');
    const ready = await rewardOf(client, 'FIRSTDEP');
    expect(ready).toMatchObject({ state: 'claim', bonus: '5000', deposit: '10000' });
    await client.call('POST', `/wps/rewards/${ready.id}/claim`);
    // (5,000 + 10,000) x 3; a live round counts a tenth of its valid bet.
    expect(await rewardOf(client, 'FIRSTDEP')).toMatchObject({ turnover: { required: '45000', done: '0' } });
    await settledRound(memberId, 'LIVE', 10000n, 0n);
    await settledRound(memberId, 'RNG', 2000n, 0n);
    expect(await rewardOf(client, 'FIRSTDEP')).toMatchObject({ turnover: { done: '3000' } });
    expect(await balance(client)).toBe(15000n);
    const forfeited = await client.call('POST', `/wps/rewards/${ready.id}/forfeit`);
    expect(forfeited.statusCode).toBe(200);
    // The 50.00 bonus goes back (the rounds here moved no money: the whole bonus remains).
    expect(await balance(client)).toBe(10000n);
    expect(await rewardOf(client, 'FIRSTDEP')).toMatchObject({ state: 'close' });
    expect((await client.call('POST', `/wps/rewards/${ready.id}/forfeit`)).json().code).toBe('REWARD_NOT_CLAIMABLE');
    await deposit(client, '20');
    // A second deposit is no first deposit; the forfeited bonus no longer holds the money.
    expect((await withdraw(client, bankAccountId, '10')).statusCode).toBe(200);
  });

  it("lets the operator cancel a member's bonus, audited, and never another site's", async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'promothree', password: 'secret12', confirmPassword: 'secret12' });
    const offered = await rewardOf(client, 'WELCOME');
    await client.call('POST', `/wps/rewards/${offered.id}/claim`);
    const other = await buildSite(db());
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'promoop3', [other.id]);
    expect((await stranger('POST', `/wps/operator/rewards/${offered.id}/cancel`, { reason: 'abuse' })).statusCode).toBe(
      404,
    );
    expect((await operator('POST', `/wps/operator/rewards/${offered.id}/cancel`, { reason: '' })).json().field).toBe(
      'body.reason',
    );
    expect(
      (await operator('POST', `/wps/operator/rewards/${offered.id}/cancel`, { reason: 'bonus abuse' })).statusCode,
    ).toBe(200);
    expect(await balance(client)).toBe(0n);
    expect(await rewardOf(client, 'WELCOME')).toMatchObject({ state: 'close' });
    // A member whose first deposit is made can no longer join a first-deposit match.
    await deposit(client, '10');
    const late = await client.call('POST', '/wps/promotions/FIRSTDEP/join');
    expect([late.statusCode, late.json().code, late.json().field]).toEqual([
      409,
      'PROMOTION_NOT_AVAILABLE',
      'params.code',
    ]);
    const audits = await db().execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE subject = ${`promotion-grant:${offered.id}`}`,
    );
    expect(audits.rows.map((row) => row.action)).toEqual(['reward.cancel']);
  });
});
