import type { PaymentChannel } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentChannels } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { type BuiltSite, buildSite, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';
import { setUpWithdrawer } from './withdraw-setup.js';

// Issue 10, finding 14: the demo channel credits money nobody paid; it must not reach a bank.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
let bank: string;
let demo: string;
let seq = 0;
const key = () => ({ 'idempotency-key': `demo-wd-${seq++}` });

const deposit = (client: PortalClient, channelId: string, amount: string) =>
  client.call('POST', '/wps/cashier/deposit', { channelId, amount }, key());
const withdraw = (client: PortalClient, bankAccountId: string, amount: string) =>
  client.enc('POST', '/wps/cashier/withdraw', { bankAccountId, amount, paymentPassword: '112233' }, key());
const balanceOf = async (client: PortalClient) =>
  (await client.call('GET', '/wps/v2/wallets/balance')).json().value.total;
const rulesOf = async (client: PortalClient) => (await client.call('GET', '/wps/cashier/withdraw/rules')).json().value;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db, { site: { withdrawMinAmount: 10_00n, withdrawDailyCount: 10 } });
  const channel = (code: string, kind: PaymentChannel['kind']) => ({
    siteId: site.id,
    code,
    kind,
    name: code,
    minAmount: 100n,
    maxAmount: 1_000_000n,
  });
  const rows = await ctx.database.db
    .insert(paymentChannels)
    .values([channel('BANK', 'bank_transfer'), channel('DEMO', 'instant_demo')])
    .returning({ id: paymentChannels.id });
  [bank, demo] = rows.map((row) => String(row.id)) as [string, string];
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'demo-payout', [site.id]);
});
afterAll(() => ctx.close());

describe('demo-channel money stays in the portal', () => {
  it('refuses to withdraw demo money, naming the amount and what may go; nothing is held', async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'demoonly1');
    expect((await deposit(client, demo, '100')).json().value.status).toBe('credited');
    expect(await rulesOf(client)).toMatchObject({ demoMoney: '10000', withdrawable: '0' });
    const response = await withdraw(client, bankAccountId, '50');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'DEMO_MONEY_NOT_WITHDRAWABLE',
      field: 'body.amount',
      params: { withdrawable: '0' },
    });
    expect(await balanceOf(client)).toBe('10000');
    expect((await client.call('GET', '/wps/cashier/withdrawals')).json().value.total).toBe(0);
  });

  it('with an operator-approved bank deposit on top, lets only that part go', async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'demomixed1');
    await deposit(client, demo, '100');
    const pending = (await deposit(client, bank, '30')).json().value;
    expect(pending.status).toBe('pending');
    expect((await operator('POST', `/wps/operator/deposits/${pending.id}/approve`)).statusCode).toBe(200);
    expect(await rulesOf(client)).toMatchObject({ demoMoney: '10000', withdrawable: '3000' });

    const tooMuch = await withdraw(client, bankAccountId, '30.01');
    expect(tooMuch.json()).toMatchObject({ code: 'DEMO_MONEY_NOT_WITHDRAWABLE', params: { withdrawable: '3000' } });
    expect(await balanceOf(client)).toBe('13000');

    expect((await withdraw(client, bankAccountId, '30')).statusCode).toBe(200);
    expect(await balanceOf(client)).toBe('10000');
    expect(await rulesOf(client)).toMatchObject({ withdrawable: '0' });
    expect((await withdraw(client, bankAccountId, '10')).json().code).toBe('DEMO_MONEY_NOT_WITHDRAWABLE');
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });

  it('refuses to hand demo money to the upline, who could withdraw it', async () => {
    const { client: agent } = await setUpWithdrawer(ctx, site, 'demoagent1');
    const { client: player } = await setUpWithdrawer(ctx, site, 'demoplayer1');
    const db = ctx.database.db;
    const agentId = await memberIdOf(db, site.id, 'demoagent1');
    await makeAgent(db, agentId);
    await placeUnder(db, agentId, [await memberIdOf(db, site.id, 'demoplayer1')]);
    await deposit(player, demo, '100');
    const transfer = await player.enc(
      'POST',
      '/wps/wallet/transfer/upline',
      { amount: '100', paymentPassword: '112233' },
      key(),
    );
    expect(transfer.json()).toMatchObject({ code: 'DEMO_MONEY_NOT_WITHDRAWABLE', field: 'body.amount' });
    expect(await balanceOf(player)).toBe('10000');
    expect(await balanceOf(agent)).toBe('0');
  });
});
