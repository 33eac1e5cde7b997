import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { type BuiltSite, buildSite, fundMember, offerTransferVendor } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
const transfer = (body: Record<string, unknown>, client = member) =>
  client.call('POST', '/wps/relay/GCS_walletTransfer', body);
const wallets = async () =>
  Object.fromEntries(
    (
      (await member.call('GET', '/wps/relay/GCS_merchantWallet')).json().value as { wallet: string; balance: string }[]
    ).map((wallet) => [wallet.wallet, wallet.balance]),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await offerTransferVendor(ctx.database.db, site.id, 'SV3', 'SV388 Cockfight');
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'mover01', password: 'secret12', confirmPassword: 'secret12' });
  await fundMember(ctx.database.db, site.id, 'mover01', 100_00n);
});
afterAll(() => ctx.close());

describe('GCS_merchantWallet and the balance', () => {
  it("lists the main wallet, then each transfer vendor's wallet (zero before first use), and sums them", async () => {
    const listed = (await member.call('GET', '/wps/relay/GCS_merchantWallet')).json().value;
    expect(listed).toEqual([
      { wallet: 'MAIN', name: 'Main wallet', currency: 'USD', balance: '10000' },
      { wallet: 'SV3', name: 'SV388 Cockfight', currency: 'USD', balance: '0' },
    ]);
    const balance = (await member.call('GET', '/wps/v2/wallets/balance')).json().value;
    expect(balance).toMatchObject({ currency: 'USD', total: '10000' });
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  const body = { from: 'MAIN', to: 'SV3', amount: '12.50', transactionId: 'move-0001' };

  it('401 without a token', async () => {
    expect((await transfer(body, new PortalClient(ctx.app, site.code))).statusCode).toBe(401);
  });

  it("404 for a vendor the site does not offer (another site's vendor included), naming the side", async () => {
    const other = await buildSite(ctx.database.db);
    await offerTransferVendor(ctx.database.db, other.id, 'DS88');
    await ctx.app.sites.reload();
    const response = await transfer({ ...body, to: 'DS88', transactionId: 'move-0404' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.to' });
    const back = await transfer({ ...body, from: 'DS88', to: 'MAIN', transactionId: 'move-0405' });
    expect(back.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.from' });
  });

  it.each([
    ['-5', 'not_positive'],
    ['0', 'not_positive'],
    ['1.234', 'too_many_decimals'],
    ['99999999999999999999', 'too_large'],
    ['ten', 'not_a_number'],
  ])('400 AMOUNT_INVALID for %s, and no money moves', async (amount, problem) => {
    const response = await transfer({ ...body, amount, transactionId: `bad-${problem}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AMOUNT_INVALID', field: 'body.amount', params: { problem } });
    expect(await wallets()).toEqual({ MAIN: '10000', SV3: '0' });
  });

  it('400 when neither side is MAIN or both are the same, and for a malformed transaction id', async () => {
    expect((await transfer({ ...body, from: 'SV3', to: 'SV3' })).json()).toMatchObject({ field: 'body.to' });
    expect((await transfer({ ...body, transactionId: 'x' })).json()).toMatchObject({ field: 'body.transactionId' });
  });

  it('moves money to the vendor wallet and back; a replayed transaction id moves it once', async () => {
    const first = await transfer(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ transactionId: 'move-0001', amount: '1250' });
    const again = await transfer(body);
    expect(again.json().value).toEqual(first.json().value);
    expect(await wallets()).toEqual({ MAIN: '8750', SV3: '1250' });
    await transfer({ from: 'SV3', to: 'MAIN', amount: '2.50', transactionId: 'move-0002' });
    expect(await wallets()).toEqual({ MAIN: '9000', SV3: '1000' });
  });

  it('409 for a used transaction id with another amount; 400 INSUFFICIENT_FUNDS above the balance', async () => {
    const conflict = await transfer({ ...body, amount: '13' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const tooMuch = await transfer({ from: 'SV3', to: 'MAIN', amount: '10.01', transactionId: 'move-0003' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'body.amount' });
    expect(await wallets()).toEqual({ MAIN: '9000', SV3: '1000' });
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });
});
