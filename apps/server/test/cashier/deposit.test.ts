import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentChannels } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let bank: string;
let demo: string;
let keySeq = 0;
const newKey = () => `key-${Date.now()}-${keySeq++}`;

function deposit(client: PortalClient, body: Record<string, unknown>, key: string | null = newKey()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: {
      merchant: site.code,
      ...(client.token ? { authorization: client.token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body,
  });
}
const balance = async (client: PortalClient) =>
  (await client.call('GET', '/wps/v2/wallets/balance')).json().value.total;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const rows = await ctx.database.db
    .insert(paymentChannels)
    .values([
      {
        siteId: site.id,
        code: 'BANK',
        kind: 'bank_transfer',
        name: 'Bank transfer',
        minAmount: 1000n,
        maxAmount: 1_000_000n,
      },
      {
        siteId: site.id,
        code: 'DEMO',
        kind: 'instant_demo',
        name: 'Instant (demo)',
        minAmount: 100n,
        maxAmount: 100_000n,
      },
    ])
    .returning({ id: paymentChannels.id });
  [bank, demo] = rows.map((row) => String(row.id)) as [string, string];
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'depositor', password: 'secret12', confirmPassword: 'secret12' });
});
afterAll(() => ctx.close());

describe('deposits', () => {
  it('401 without a session, 403 for a trial user', async () => {
    expect((await deposit(new PortalClient(ctx.app, site.code), { channelId: demo, amount: '5' })).statusCode).toBe(
      401,
    );
    const trial = new PortalClient(ctx.app, site.code);
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    const refused = await deposit(trial, { channelId: demo, amount: '5' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_ACCOUNT');
  });

  it.each([
    ['abc', 'not_a_number'],
    ['-5', 'not_positive'],
    ['0', 'not_positive'],
    ['1.234', 'too_many_decimals'],
    ['0.50', 'outside_limits'],
    ['1000.01', 'outside_limits'],
    ['99999999999999999999', 'too_large'],
  ])('refuses the amount %j (%s) naming the field, and moves nothing', async (amount, problem) => {
    const response = await deposit(member, { channelId: demo, amount });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AMOUNT_INVALID', field: 'body.amount', params: { problem } });
    expect(await balance(member)).toBe('0');
  });

  it('refuses a missing key, an unknown channel and a channel of another site', async () => {
    const noKey = await deposit(member, { channelId: demo, amount: '5' }, null);
    expect(noKey.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'header.idempotency-key' });
    expect((await deposit(member, { channelId: '999999', amount: '5' })).json()).toMatchObject({
      code: 'NOT_FOUND',
      field: 'body.channelId',
    });
    const other = await buildSite(ctx.database.db);
    const [foreign] = await ctx.database.db
      .insert(paymentChannels)
      .values({ siteId: other.id, code: 'DEMO', kind: 'instant_demo', name: 'x', minAmount: 1n, maxAmount: 100n })
      .returning({ id: paymentChannels.id });
    expect((await deposit(member, { channelId: String(foreign!.id), amount: '0.5' })).statusCode).toBe(404);
  });

  it('credits the demo channel at once, once per key', async () => {
    const key = newKey();
    const first = await deposit(member, { channelId: demo, amount: '25.50' }, key);
    expect(first.json().value).toMatchObject({ status: 'credited', amount: '2550', channel: 'Instant (demo)' });
    const again = await deposit(member, { channelId: demo, amount: '25.50' }, key);
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await balance(member)).toBe('2550');
    const changed = await deposit(member, { channelId: demo, amount: '26' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('credits once when the same key arrives many times at once', async () => {
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => deposit(member, { channelId: demo, amount: '10' }, key)),
    );
    expect(new Set(answers.map((answer) => answer.json().value.id)).size).toBe(1);
    expect(await balance(member)).toBe('3550');
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });

  it('leaves a bank transfer pending, and lists deposits newest first with paging and a status filter', async () => {
    const pending = await deposit(member, { channelId: bank, amount: '100' });
    expect(pending.json().value).toMatchObject({ status: 'pending', amount: '10000' });
    expect(await balance(member)).toBe('3550');
    const page = (await member.call('GET', '/wps/cashier/deposits?page=1&pageSize=2')).json().value;
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.items.map((item: { status: string }) => item.status)).toEqual(['pending', 'credited']);
    const onlyPending = (await member.call('GET', '/wps/cashier/deposits?status=pending')).json().value;
    expect(onlyPending.total).toBe(1);
    expect((await member.call('GET', '/wps/cashier/deposits?pageSize=500')).statusCode).toBe(400);
  });

  it("numbers a member's deposits as theirs: a new member's first is 1, whatever the site took before", async () => {
    const newcomer = new PortalClient(ctx.app, site.code);
    await newcomer.register({ username: 'newcomer', password: 'secret12', confirmPassword: 'secret12' });
    const first = (await deposit(newcomer, { channelId: bank, amount: '50' })).json().value;
    const second = (await deposit(newcomer, { channelId: demo, amount: '5' })).json().value;
    expect(BigInt(first.id)).toBeGreaterThan(3n);
    expect([first.number, second.number]).toEqual([1, 2]);
    const listed = (await newcomer.call('GET', '/wps/cashier/deposits')).json().value.items;
    expect(listed.map((item: { number: number }) => item.number)).toEqual([2, 1]);
    const pendingOnly = (await newcomer.call('GET', '/wps/cashier/deposits?status=pending')).json().value.items;
    expect(pendingOnly.map((item: { number: number }) => item.number)).toEqual([1]);
    // The transaction history names the credited deposit by the same number.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const moves = (
      await newcomer.call('GET', `/wps/relay/ODSFE2_MemTransDet?from=${day(-1)}&to=${day(1)}&type=deposit`)
    )
      .json()
      .value.items.map((row: { detail: string | null }) => row.detail);
    expect(moves).toEqual(['#2']);
    // The earlier member's own count goes on where it was.
    expect((await deposit(member, { channelId: demo, amount: '1' })).json().value.number).toBe(4);
  });

  it('lists the site channels with their limits in minor units', async () => {
    const channels = (await member.call('GET', '/wps/cashier/deposit/channels')).json().value;
    expect(channels.map((channel: { code: string; minAmount: string }) => [channel.code, channel.minAmount])).toEqual([
      ['BANK', '1000'],
      ['DEMO', '100'],
    ]);
  });
});
