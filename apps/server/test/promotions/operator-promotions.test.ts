import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// The console's list of the site's promotions (issue 25 "Content"): every state, every language's texts.
// 401 -> 403 (another site's operator; a role outside content) -> 400 naming the field -> 200.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
const list = '/wps/operator/promotions';
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const promotion = (code: string, startsAt: string, endsAt: string | null) => ({
  code,
  kind: 'registration',
  title: { EN: `Credit ${code}`, TY: `Quà ${code}` },
  terms: { EN: 'Play it twice through.' },
  startsAt,
  endsAt,
  rules: { amount: '500' },
  turnover: { multiple: 2, base: 'bonus' },
});

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'promolist1', [site.id], 'content');
  for (const body of [
    promotion('NOW_LIVE', at(-hour), null),
    promotion('LATER_ON', at(2 * hour), at(3 * hour)),
    promotion('ALL_OVER', at(-3 * hour), at(-2 * hour)),
  ]) {
    const defined = await operator('POST', list, body);
    expect(defined.statusCode, defined.body).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('operator promotions list', () => {
  it('refuses without a token, another site’s operator, a role outside content, and a bad filter', async () => {
    expect((await new PortalClient(ctx.app, site.code).call('GET', list)).statusCode).toBe(401);
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'promolist2', [other.id]);
    expect((await stranger('GET', list, undefined, { merchant: site.code })).statusCode).toBe(403);
    const finance = await signInOperator(ctx, site.code, 'promolist3', [site.id], 'finance');
    expect((await finance('GET', list)).statusCode).toBe(403);
    for (const [query, field] of [
      ['state=soon', 'query.state'],
      ['pageSize=500', 'query.pageSize'],
    ] as const) {
      const response = await operator('GET', `${list}?${query}`);
      expect([response.statusCode, response.json().field], query).toEqual([400, field]);
    }
  });

  it('lists every state, newest start first, with every language, and filters by state', async () => {
    const all = (await operator('GET', list)).json().value;
    expect(all.total).toBe(3);
    expect(all.items.map((item: { code: string; state: string }) => `${item.code} ${item.state}`)).toEqual([
      'LATER_ON scheduled',
      'NOW_LIVE live',
      'ALL_OVER ended',
    ]);
    expect(all.items[1]).toMatchObject({
      kind: 'registration',
      title: { EN: 'Credit NOW_LIVE', TY: 'Quà NOW_LIVE' },
      rules: { amount: '500' },
      endsAt: null,
    });
    const ended = (await operator('GET', `${list}?state=ended&pageSize=1`)).json().value;
    expect(ended).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(ended.items.map((item: { code: string }) => item.code)).toEqual(['ALL_OVER']);
    // A read-only operator reads it too.
    const reader = await signInOperator(ctx, site.code, 'promolist4', [site.id], 'read-only');
    expect((await reader('GET', `${list}?state=live`)).json().value.items).toHaveLength(1);
  });
});
