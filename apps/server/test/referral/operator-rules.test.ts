import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// The operator sets its site's referral rules; members read them on the referral page.
// 401 -> 403 (another site's operator) -> 400 naming the field -> 200, audited.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
const path = '/wps/operator/referral/rules';
const rules = { reward: '500', minDeposit: '2000', minValidBet: '5000', withinDays: 7, monthlyCap: 10 };

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'referralop1', [site.id]);
});
afterAll(() => ctx.close());

describe('operator referral rules', () => {
  it('refuses without a token, another site’s operator, and bad rules naming the field', async () => {
    const anonymous = await new PortalClient(ctx.app, site.code).call('PUT', path, rules);
    expect(anonymous.statusCode).toBe(401);
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'referralop2', [other.id]);
    expect((await stranger('PUT', path, rules, { merchant: site.code })).statusCode).toBe(403);
    for (const [body, field] of [
      [{ ...rules, reward: '0' }, 'body.reward'],
      [{ ...rules, minDeposit: '-1' }, 'body.minDeposit'],
      [{ ...rules, withinDays: 0 }, 'body.withinDays'],
      [{ ...rules, monthlyCap: -1 }, 'body.monthlyCap'],
    ] as const) {
      const response = await operator('PUT', path, body);
      expect([response.statusCode, response.json().field], field).toEqual([400, field]);
    }
    expect((await operator('GET', path)).json().value).toBeNull();
  });

  it('sets the rules, which members then read on their referral page, and records who set them', async () => {
    expect((await operator('PUT', path, rules)).json().value).toEqual(rules);
    expect((await operator('PUT', path, { ...rules, reward: '750' })).json().value.reward).toBe('750');
    const member = new PortalClient(ctx.app, site.code);
    await member.register({ username: 'referrer01', password: 'secret12', confirmPassword: 'secret12' });
    expect((await member.call('GET', '/wps/referral')).json().value.rules).toEqual({ ...rules, reward: '750' });
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE site_id = ${site.id} AND action = 'referral.rules'`,
    );
    expect(audit.rows).toHaveLength(2);
  });
});
