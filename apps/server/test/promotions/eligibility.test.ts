import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { multipartBody } from '../multipart.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 13: who may take part. A promotion for a VIP level or for new members refuses the others at every
// way in (join, apply, draw) naming `code` and the reason, and the reward centre offers them nothing to join.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
const clock = manualClock();
const db = () => ctx.database.db;
const day = 86_400_000;

const define = (code: string, kind: string, rules: Record<string, unknown>) =>
  operator('POST', '/wps/operator/promotions', {
    code,
    kind,
    title: { EN: code },
    terms: { EN: `${code} terms` },
    startsAt: new Date(clock.now() - day).toISOString(),
    rules,
    turnover: { multiple: 1, base: 'bonus', weights: {} },
  });
const member = async (username: string) => {
  const client = new PortalClient(ctx.app, site.code);
  expect((await client.register({ username, password: 'secret12', confirmPassword: 'secret12' })).statusCode).toBe(200);
  return { client, id: await memberIdOf(db(), site.id, username) };
};
const stateOf = async (client: PortalClient, code: string) =>
  (await client.call('GET', '/wps/rewards'))
    .json()
    .value.items.find((item: { promotion: { code: string } }) => item.promotion.code === code)?.state ?? null;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(db());
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'eligibleop', [site.id]);
  for (const [code, kind, rules] of [
    ['VIPRELOAD', 'reload', { percent: 1000, minVipLevel: 2 }],
    ['VIPRAFFLE', 'raffle', { minVipLevel: 2, prizes: [{ amount: '100', weight: 1 }] }],
    ['NEWSTORY', 'manual', { amount: '500', newMembersWithinDays: 7 }],
  ] as const) {
    expect((await define(code, kind, rules)).statusCode, code).toBe(200);
  }
  expect((await define('BADVIP', 'reload', { percent: 1000, minVipLevel: 0 })).json().field).toBe(
    'body.rules.minVipLevel',
  );
});
afterAll(() => ctx.close());

describe('promotion eligibility', () => {
  it('keeps a VIP promotion from lower levels at join and draw, and opens it at the level', async () => {
    const { client, id } = await member('eligible01');
    expect(await stateOf(client, 'VIPRELOAD')).toBeNull();
    const join = await client.call('POST', '/wps/promotions/VIPRELOAD/join');
    expect([join.statusCode, join.json().field, join.json().params]).toEqual([
      409,
      'params.code',
      { reason: 'vip_level' },
    ]);
    const draw = await client.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { code: 'VIPRAFFLE' });
    expect([draw.statusCode, draw.json().params]).toEqual([409, { reason: 'vip_level' }]);
    expect(await db().execute(sql`SELECT 1 FROM promotion_grants WHERE member_id = ${id}`)).toHaveProperty('rows', []);

    // The badge (member info, one statement) counts what the reward centre offers, before and after.
    const counts = async () => [
      (await client.call('GET', '/wps/rewards')).json().value.available,
      (await client.call('GET', '/wps/member/info')).json().value.availablePromos,
    ];
    expect(await counts()).toEqual([1, 1]);
    await db().execute(sql`UPDATE members SET vip_level = 2 WHERE id = ${id}`);
    expect(await counts()).toEqual([3, 3]);
    expect(await stateOf(client, 'VIPRELOAD')).toBe('join');
    expect((await client.call('POST', '/wps/promotions/VIPRELOAD/join')).statusCode).toBe(200);
    expect((await client.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { code: 'VIPRAFFLE' })).statusCode).toBe(
      200,
    );
  });

  it('keeps a new members’ promotion from members who joined longer ago than its days', async () => {
    const { client } = await member('eligible02');
    expect(await stateOf(client, 'NEWSTORY')).toBe('join');
    clock.advance(8 * day);
    expect(await stateOf(client, 'NEWSTORY')).toBeNull();
    const { payload, headers } = await multipartBody({ comment: 'My story' }, []);
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/wps/promotions/NEWSTORY/apply',
      headers: { merchant: site.code, authorization: client.token ?? '', ...headers },
      payload,
    });
    expect([apply.statusCode, apply.json().params]).toEqual([409, { reason: 'not_new' }]);
  });
});
