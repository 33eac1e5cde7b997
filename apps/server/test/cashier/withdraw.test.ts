import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { setUpWithdrawer } from './withdraw-setup.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let bankAccountId: string;
let operator: OperatorCall;
let seq = 0;
const balance = async () => (await member.call('GET', '/wps/v2/wallets/balance')).json().value.total;
const withdraw = (body: Record<string, unknown> = {}, key = `wd-key-${seq++}`, client = member) =>
  client.enc(
    'POST',
    '/wps/cashier/withdraw',
    { bankAccountId, amount: '20', paymentPassword: '112233', ...body },
    {
      'idempotency-key': key,
    },
  );

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db, { site: { withdrawMinAmount: 10_00n, withdrawDailyCount: 4 } });
  await ctx.app.sites.reload();
  ({ client: member, bankAccountId } = await setUpWithdrawer(ctx, site, 'withdrawer1'));
  await fundMember(ctx.database.db, site.id, 'withdrawer1', 100_00n);
  operator = await signInOperator(ctx, site.code, 'payout1', [site.id]);
});
afterAll(() => ctx.close());

describe('POST /wps/cashier/withdraw (enc, Idempotency-Key)', () => {
  it('401 without a token', async () => {
    expect((await withdraw({}, 'wd-anon-1', new PortalClient(ctx.app, site.code))).statusCode).toBe(401);
    expect((await new PortalClient(ctx.app, site.code).call('GET', '/wps/cashier/withdrawals')).statusCode).toBe(401);
  });

  it("404 for another member's bank account", async () => {
    const { bankAccountId: theirs } = await setUpWithdrawer(ctx, site, 'withdrawer2');
    const response = await withdraw({ bankAccountId: theirs });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.bankAccountId' });
  });

  it('400 naming the field for bad amounts, the limits, the balance and the payment password; nothing held', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '-20' }, 'AMOUNT_INVALID', 'body.amount'],
      [{ amount: '20.001' }, 'AMOUNT_INVALID', 'body.amount'],
      [{ amount: '9.99' }, 'AMOUNT_INVALID', 'body.amount'],
      [{ amount: '100.01' }, 'INSUFFICIENT_FUNDS', 'body.amount'],
      [{ paymentPassword: '000000' }, 'PAYMENT_PASSWORD_INCORRECT', 'body.paymentPassword'],
      [{ paymentPassword: 'abc' }, 'VALIDATION_ERROR', 'body.paymentPassword'],
    ];
    for (const [body, code, field] of cases) {
      const response = await withdraw(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
    }
    expect((await withdraw({ amount: '9.99' })).json().params).toEqual({
      problem: 'outside_limits',
      min: '1000',
      max: '500000',
    });
    const noKey = await member.enc('POST', '/wps/cashier/withdraw', {
      bankAccountId,
      amount: '20',
      paymentPassword: '112233',
    });
    expect(noKey.json()).toMatchObject({ field: 'header.idempotency-key' });
    expect(await balance()).toBe('10000');
  });

  it('holds the amount; the same key answers the same withdrawal and holds once; another body is refused', async () => {
    const first = await withdraw({ amount: '20' }, 'wd-once-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ amount: '2000', status: 'pending', accountNumberMasked: '****4321' });
    const again = await withdraw({ amount: '20' }, 'wd-once-1');
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await balance()).toBe('8000');
    expect((await withdraw({ amount: '21' }, 'wd-once-1')).json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('operator decisions', () => {
  it('403 for an operator of another site; 404 for an unknown withdrawal', async () => {
    const elsewhere = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, elsewhere.code, 'payout2', [elsewhere.id]);
    const response = await stranger('GET', '/wps/operator/withdrawals', undefined, { merchant: site.code });
    expect(response.statusCode).toBe(403);
    expect((await operator('POST', '/wps/operator/withdrawals/999999/approve')).statusCode).toBe(404);
  });

  it('rejecting releases the hold and tells the member; paying a rejected one is a conflict', async () => {
    const id = (await withdraw({ amount: '15' })).json().value.id;
    expect(await balance()).toBe('6500');
    const shortReason = await operator('POST', `/wps/operator/withdrawals/${id}/reject`, { reason: 'x' });
    expect(shortReason.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.reason' });
    const rejected = await operator('POST', `/wps/operator/withdrawals/${id}/reject`, { reason: 'name check failed' });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'name check failed',
      decidedBy: 'payout1',
    });
    expect((await operator('POST', `/wps/operator/withdrawals/${id}/reject`, { reason: 'again' })).statusCode).toBe(
      200,
    );
    expect(await balance()).toBe('8000');
    expect((await operator('POST', `/wps/operator/withdrawals/${id}/approve`)).statusCode).toBe(409);
    const inbox = (await member.call('GET', '/wps/messages')).json().value.items;
    expect(inbox[0]).toMatchObject({ kind: 'withdrawal_rejected' });
    expect(inbox[0].body).toContain('name check failed');
  });

  it('paying starts the confirmation time; the operator sees the full account and the payee', async () => {
    const id = (await withdraw({ amount: '10' })).json().value.id;
    const paid = await operator('POST', `/wps/operator/withdrawals/${id}/approve`);
    const value = paid.json().value;
    expect(value).toMatchObject({
      status: 'paid',
      accountNumber: '9876544321',
      payeeName: 'Le Thi C',
      confirmation: null,
    });
    const minutes = (Date.parse(value.confirmDeadline) - Date.parse(value.paidAt)) / 60_000;
    expect(Math.round(minutes)).toBe(60);
    expect(await balance()).toBe('7000');
    expect((await member.call('GET', '/wps/messages')).json().value.items[0].kind).toBe('withdrawal_approved');
    const audit = await ctx.database.db.execute(
      sql`SELECT action FROM audit_log WHERE subject = ${`withdrawal:${id}`}`,
    );
    expect(audit.rows).toEqual([{ action: 'withdrawal.pay' }]);
  });

  it('refuses a request past the daily count', async () => {
    expect((await withdraw({ amount: '10' })).statusCode).toBe(200);
    const fifth = await withdraw({ amount: '10' });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({ code: 'WITHDRAW_DAILY_LIMIT', params: { count: 4 } });
    expect((await member.call('GET', '/wps/cashier/withdraw/rules')).json().value).toMatchObject({
      dailyCount: 4,
      usedToday: 4,
    });
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });
});
