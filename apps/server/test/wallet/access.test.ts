import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

/**
 * The member-only money calls of the wallet issue keep trial users out (in_need_true_account) and
 * answer a real member: 401 -> 403 -> success for each (the 400s live with each call's own tests).
 */
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let trial: PortalClient;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'gated01', password: 'secret12', confirmPassword: 'secret12' });
  trial = new PortalClient(ctx.app, site.code);
  trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
});
afterAll(() => ctx.close());

describe.each([
  ['GET', '/wps/member/security'],
  ['GET', '/wps/cashier/withdraw/rules'],
  ['GET', '/wps/cashier/withdrawals'],
  ['GET', '/wps/cashier/deposits'],
  ['GET', '/wps/wallet/transfer/upline'],
  ['GET', `/wps/report/profit?from=${today}&to=${today}`],
  ['GET', `/wps/report/bonuses?from=${today}&to=${today}`],
  ['GET', `/wps/relay/ODSFE2_MemTransDet?from=${today}&to=${today}`],
] as const)('%s %s', (method, url) => {
  it('401 without a token, 403 for a trial user, 200 for a member', async () => {
    expect((await new PortalClient(ctx.app, site.code).call(method, url)).statusCode).toBe(401);
    const asTrial = await trial.call(method, url);
    expect(asTrial.statusCode).toBe(403);
    expect(asTrial.json().code).toBe('TRIAL_ACCOUNT');
    expect((await member.call(method, url)).statusCode).toBe(200);
  });
});

it('keeps trial users away from moving money between wallets', async () => {
  const body = { from: 'MAIN', to: 'SV3', amount: '1', transactionId: 'trial-move-1' };
  const response = await trial.call('POST', '/wps/relay/GCS_walletTransfer', body);
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe('TRIAL_ACCOUNT');
});
