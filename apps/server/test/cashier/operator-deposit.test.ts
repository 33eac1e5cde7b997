import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentChannels } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { signInOperatorWith } from '../../testing/operator-sign-in.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { injectPost } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let bank: string;
let operatorToken: string;
let keySeq = 0;

async function requestBankDeposit(amount: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: { merchant: site.code, authorization: member.token!, 'idempotency-key': `op-dep-${keySeq++}-x` },
    payload: { channelId: bank, amount },
  });
  return response.json().value.id;
}

const asOperator = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = operatorToken) =>
  ctx.app.inject({
    method,
    url,
    headers: { merchant: site.code, authorization: token },
    ...(payload ? { payload } : {}),
  });
const balance = async () => (await member.call('GET', '/wps/v2/wallets/balance')).json().value.total;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const [channel] = await ctx.database.db
    .insert(paymentChannels)
    .values({
      siteId: site.id,
      code: 'BANK',
      kind: 'bank_transfer',
      name: 'Bank transfer',
      minAmount: 100n,
      maxAmount: 1_000_000n,
    })
    .returning({ id: paymentChannels.id });
  bank = String(channel!.id);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'opdeposit', password: 'secret12', confirmPassword: 'secret12' });
  await insertOperator(ctx.database.db, 'cashier1', await hashPassword('cashier-password'), [site.id]);
  operatorToken = (
    await signInOperatorWith(
      injectPost(ctx, site.code),
      { username: 'cashier1', password: 'cashier-password' },
      ctx.now,
    )
  ).token;
});
afterAll(() => ctx.close());

describe('operator deposit calls', () => {
  it('401 without an operator session, 401 with a member session, 403 on another site', async () => {
    expect((await asOperator('GET', '/wps/operator/deposits', undefined, '')).statusCode).toBe(401);
    expect((await asOperator('GET', '/wps/operator/deposits', undefined, member.token!)).statusCode).toBe(401);
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const foreign = await ctx.app.inject({
      url: '/wps/operator/deposits',
      headers: { merchant: other.code, authorization: operatorToken },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('approves: the member is credited once, and the decision is audited', async () => {
    const id = await requestBankDeposit('12.34');
    const pending = (await asOperator('GET', '/wps/operator/deposits?status=pending')).json().value;
    expect(pending.items).toContainEqual(
      expect.objectContaining({ id, member: 'opdeposit', status: 'pending', amount: '1234' }),
    );
    const approved = await asOperator('POST', `/wps/operator/deposits/${id}/approve`);
    expect(approved.json().value).toMatchObject({ status: 'credited', decidedBy: 'cashier1' });
    expect((await asOperator('POST', `/wps/operator/deposits/${id}/approve`)).statusCode).toBe(200);
    expect(await balance()).toBe('1234');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `deposit:${id}`));
    // The audit row is written with the credit itself: a repeated approval changes nothing and adds none.
    expect(audits.map((row) => row.action)).toEqual(['deposit.approve']);
    const late = await asOperator('POST', `/wps/operator/deposits/${id}/reject`, { reason: 'too late now' });
    expect(late.statusCode).toBe(409);
  });

  it('rejects with a reason: nothing moves and it can no longer be approved', async () => {
    const id = await requestBankDeposit('5');
    const noReason = await asOperator('POST', `/wps/operator/deposits/${id}/reject`, { reason: '' });
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.reason' });
    const rejected = await asOperator('POST', `/wps/operator/deposits/${id}/reject`, { reason: 'no money arrived' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'no money arrived' });
    expect((await asOperator('POST', `/wps/operator/deposits/${id}/approve`)).statusCode).toBe(409);
    expect(await balance()).toBe('1234');
    const mine = (await member.call('GET', '/wps/cashier/deposits?status=rejected')).json().value.items;
    expect(mine[0]).toMatchObject({ id, rejectReason: 'no money arrived' });
  });

  it('lets exactly one of an approval and a rejection racing each other win', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await requestBankDeposit('1');
      const [approve, reject] = await Promise.all([
        asOperator('POST', `/wps/operator/deposits/${id}/approve`),
        asOperator('POST', `/wps/operator/deposits/${id}/reject`, { reason: 'racing the approval' }),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    }
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });

  it('answers 404 for a deposit of another site, 400 for a malformed id', async () => {
    expect((await asOperator('POST', '/wps/operator/deposits/999999/approve')).statusCode).toBe(404);
    expect((await asOperator('POST', '/wps/operator/deposits/abc/approve')).json().field).toBe('params.id');
  });
});
