import { operatorWithdrawPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { multipartBody } from '../multipart.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { setUpWithdrawer } from './withdraw-setup.js';

// Issue 25 "Cashier": beside a withdrawal, the risk hints include the member's bonuses not yet played through and the
// turnover they still ask (the withdrawal was asked before the bonus came, so both can stand at once).
let ctx: TestContext;
let site: BuiltSite;
let finance: OperatorCall;
let support: OperatorCall;
let stranger: OperatorCall;
let withdrawalId: string;
const standing = (id: string) => operatorWithdrawPaths.bonusStanding.replace(':id', id);

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  finance = await signInOperator(ctx, site.code, 'standfin', [site.id], 'finance');
  support = await signInOperator(ctx, site.code, 'standsup', [site.id], 'support');
  stranger = await signInOperator(ctx, other.code, 'standother', [other.id], 'finance');
  const owner = await signInOperator(ctx, site.code, 'standowner', [site.id]);

  const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'standing1');
  await fundMember(ctx.database.db, site.id, 'standing1', 100_00n);
  const requested = await client.enc(
    'POST',
    '/wps/cashier/withdraw',
    { bankAccountId, amount: '25', paymentPassword: '112233' },
    { 'idempotency-key': 'standing-wd-1' },
  );
  expect(requested.statusCode).toBe(200);
  withdrawalId = requested.json().value.id;

  // Then a manual promotion's bonus of 25.00 with once its amount to play, approved by the desk.
  const defined = await owner('POST', '/wps/operator/promotions', {
    code: 'STANDBONUS',
    kind: 'manual',
    title: { EN: 'Tell us your big win' },
    terms: { EN: 'Send a screenshot.' },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    rules: { amount: '2500' },
    turnover: { multiple: 1, base: 'bonus' },
  });
  expect(defined.statusCode).toBe(200);
  const { payload, headers } = await multipartBody({ comment: 'A big win' });
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/wps/promotions/STANDBONUS/apply',
    headers: { merchant: site.code, authorization: client.token ?? '', ...headers },
    payload,
  });
  expect(applied.statusCode).toBe(200);
  const [application] = (await owner('GET', '/wps/operator/applications')).json().value.items;
  const approved = await owner('POST', `/wps/operator/applications/${application.id}/decision`, {
    decision: 'approve',
  });
  expect(approved.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('GET /wps/operator/withdrawals/:id/bonus-standing', () => {
  it('401 without a session, 403 outside money, 404 for another site, 400 naming a bad id', async () => {
    const anonymous = await ctx.app.inject({ url: standing(withdrawalId), headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    expect((await support('GET', standing(withdrawalId))).statusCode).toBe(403);
    const foreign = await stranger('GET', standing(withdrawalId));
    expect([foreign.statusCode, foreign.json().field]).toEqual([404, 'params.id']);
    const bad = await finance('GET', standing('abc'));
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'params.id']);
  });

  it("answers the member's bonus in play and the turnover it still asks", async () => {
    const answer = await finance('GET', standing(withdrawalId));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toEqual({ bonusInPlay: '2500', turnoverLeft: '2500', grantsInPlay: 1 });
  });
});
