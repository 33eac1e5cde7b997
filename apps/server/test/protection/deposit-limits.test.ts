import { type MemberLimit, protectionPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentChannels } from '../../src/db/schema/index.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

const clock = manualClock();
const hourMs = 3_600_000;
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let demo: string;
let keys = 0;

const deposit = (amount: string, key = `limit-deposit-${++keys}`) =>
  member.call('POST', '/wps/cashier/deposit', { channelId: demo, amount }, { 'idempotency-key': key });
const limits = async () => (await member.call('GET', protectionPaths.limits)).json().value.limits as MemberLimit[];
const dayLimit = async () => (await limits()).find((limit) => limit.period === 'day')!;
const setLimit = (period: string, amount: string | null) =>
  member.call('PUT', protectionPaths.limits, { kind: 'deposit', period, amount });
const confirm = (period: string) => member.call('POST', protectionPaths.confirmLimit, { kind: 'deposit', period });

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  const [row] = await ctx.database.db
    .insert(paymentChannels)
    .values({
      siteId: site.id,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Instant',
      minAmount: 100n,
      maxAmount: 1_000_000n,
    })
    .returning({ id: paymentChannels.id });
  demo = String(row!.id);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'limited', password: 'secret12', confirmPassword: 'secret12' });
});
afterAll(() => ctx.close());

describe('deposit limits', () => {
  it('401 without a session; 400 naming the field; every period listed, none set', async () => {
    const stranger = new PortalClient(ctx.app, site.code);
    expect((await stranger.call('GET', protectionPaths.limits)).statusCode).toBe(401);
    expect(
      (await stranger.call('PUT', protectionPaths.limits, { kind: 'deposit', period: 'day', amount: '1' })).statusCode,
    ).toBe(401);
    const kind = await member.call('PUT', protectionPaths.limits, { kind: 'bets', period: 'day', amount: '1' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().field).toBe('body.kind');
    const amount = await setLimit('day', '12.345');
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toMatchObject({ code: 'AMOUNT_INVALID', field: 'body.amount' });
    expect((await limits()).map((limit) => [limit.period, limit.amount, limit.used])).toEqual([
      ['day', null, '0'],
      ['week', null, '0'],
      ['month', null, '0'],
    ]);
  });

  it('applies a first limit at once and refuses a deposit beyond it, naming what remains', async () => {
    expect((await setLimit('day', '100.00')).statusCode).toBe(200);
    expect((await deposit('60.00', 'first-key')).statusCode).toBe(200);
    const over = await deposit('50.00');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      field: 'body.amount',
      params: { kind: 'deposit', period: 'day', limit: '10000', remaining: '4000' },
    });
    expect(await dayLimit()).toMatchObject({ amount: '10000', used: '6000', remaining: '4000', pending: null });
  });

  it('decides a burst one deposit at a time: only what fits is taken', async () => {
    const burst = await Promise.all(Array.from({ length: 6 }, () => deposit('10.00')));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(4);
    expect(burst.filter((response) => response.json().code === 'LIMIT_REACHED')).toHaveLength(2);
    expect(await dayLimit()).toMatchObject({ used: '10000', remaining: '0' });
    // A key sent again answers its deposit, the limit reached or not.
    const again = await deposit('60.00', 'first-key');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value.amount).toBe('6000');
  });

  it('lowers at once; raises only after 24 hours and a second confirmation', async () => {
    expect((await setLimit('day', '80.00')).json().value.limits[0]).toMatchObject({ amount: '8000', pending: null });
    const raised = (await setLimit('day', '500.00')).json().value.limits[0] as MemberLimit;
    const from = new Date(clock.now() + 24 * hourMs).toISOString();
    expect(raised).toMatchObject({
      amount: '8000',
      pending: { amount: '50000', confirmableFrom: from, confirmable: false },
    });
    const early = await confirm('day');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'LIMIT_COOLING', params: { confirmableFrom: from } });
    clock.advance(24 * hourMs - 1000);
    expect((await confirm('day')).json().code).toBe('LIMIT_COOLING');
    clock.advance(1000);
    expect((await dayLimit()).pending).toMatchObject({ confirmable: true });
    expect((await confirm('day')).statusCode).toBe(200);
    // A new day: the window holds nothing, and the higher limit is in force.
    expect(await dayLimit()).toMatchObject({ amount: '50000', used: '0', remaining: '50000', pending: null });
    expect((await deposit('300.00')).statusCode).toBe(200);
  });

  it('removes a limit the same way; nothing to confirm is a conflict', async () => {
    expect((await setLimit('day', null)).json().value.limits[0]).toMatchObject({
      amount: '50000',
      pending: { amount: null },
    });
    expect((await deposit('250.00')).json().code).toBe('LIMIT_REACHED');
    clock.advance(24 * hourMs);
    expect((await confirm('day')).statusCode).toBe(200);
    expect(await dayLimit()).toMatchObject({ amount: null, remaining: null, pending: null });
    const nothing = await confirm('day');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'CONFLICT', field: 'body.period' });
    expect((await deposit('250.00')).statusCode).toBe(200);
  });
});
