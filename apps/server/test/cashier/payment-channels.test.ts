import { cashierPaths, operatorCashierPaths, operatorChannelPaths } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentChannels } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 25 "Cashier": finance keeps the site's payment channels (bank accounts, limits, names and notes, on or off,
// the order); risk and read-only read them; members' deposit page shows the enabled ones at once.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let finance: OperatorCall;
/** Finance of both sites, on this one: the other site's channel is not here (404). */
let financeOfBoth: OperatorCall;
let risk: OperatorCall;
let support: OperatorCall;
let member: PortalClient;
let demoId: string;
let foreignId: string;

const db = () => ctx.database.db;
const channelPath = (id: string) => operatorChannelPaths.channel.replace(':id', id);
const failure = (answer: { statusCode: number; json(): { code?: string; field?: string } }) => [
  answer.statusCode,
  answer.json().code,
  answer.json().field,
];
const newChannel = (extra: Record<string, unknown> = {}) => ({
  code: 'acb',
  label: 'ACB transfer',
  names: { EN: 'ACB bank transfer', TY: 'Chuyển khoản ACB' },
  minAmount: '5000',
  maxAmount: '2000000',
  instructions: { bank: 'ACB', accountName: 'Aurora Play Ltd', accountNumber: '1234-5678' },
  notes: { EN: 'Your username as the reference.', TY: 'Ghi tên đăng nhập.' },
  ...extra,
});
/** The member's deposit page: the channels it offers, in its order. */
const memberChannels = async (language = 'EN') =>
  (await member.speaking(language).call('GET', cashierPaths.channels)).json().value as {
    id: string;
    code: string;
    name: string;
    instructions: Record<string, string>;
    note: string | null;
  }[];
const lastAudit = async (action: string) => {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  other = await buildSite(db());
  const [demo] = await db()
    .insert(paymentChannels)
    .values({
      siteId: site.id,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Instant',
      minAmount: 100n,
      maxAmount: 1000n,
      enabled: false,
    })
    .returning();
  demoId = String(demo!.id);
  const [foreign] = await db()
    .insert(paymentChannels)
    .values({ siteId: other.id, code: 'BANK', kind: 'bank_transfer', name: 'Bank', minAmount: 100n, maxAmount: 1000n })
    .returning();
  foreignId = String(foreign!.id);
  await ctx.app.sites.reload();
  finance = await signInOperator(ctx, site.code, 'ch-finance', [site.id], 'finance');
  financeOfBoth = await signInOperator(ctx, site.code, 'ch-finance-both', [site.id, other.id], 'finance');
  risk = await signInOperator(ctx, site.code, 'ch-risk', [site.id], 'risk');
  support = await signInOperator(ctx, site.code, 'ch-support', [site.id], 'support');
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'chmember', password: 'secret12', confirmPassword: 'secret12' });
});
afterAll(() => ctx.close());

describe('POST /wps/operator/payment-channels', () => {
  it('401 without a session', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: operatorChannelPaths.channels,
      headers: { merchant: site.code },
      payload: newChannel(),
    });
    expect(answer.statusCode).toBe(401);
  });

  it('403 to risk and support, and to an operator of another site', async () => {
    expect(failure(await risk('POST', operatorChannelPaths.channels, newChannel()))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
    expect(failure(await support('POST', operatorChannelPaths.channels, newChannel()))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
    const stranger = await signInOperator(ctx, other.code, 'ch-stranger', [other.id], 'finance');
    const answer = await stranger('POST', operatorChannelPaths.channels, newChannel(), { merchant: site.code });
    expect(answer.statusCode).toBe(403);
  });

  it('400 naming the field: code, limits, names, instructions', async () => {
    const refused = async (extra: Record<string, unknown>) =>
      failure(await finance('POST', operatorChannelPaths.channels, newChannel(extra)));
    expect(await refused({ code: 'a b' })).toEqual([400, 'VALIDATION_ERROR', 'body.code']);
    expect(await refused({ minAmount: '0' })).toEqual([400, 'VALIDATION_ERROR', 'body.minAmount']);
    expect(await refused({ minAmount: '10.5' })).toEqual([400, 'VALIDATION_ERROR', 'body.minAmount']);
    expect(await refused({ maxAmount: '4999' })).toEqual([400, 'VALIDATION_ERROR', 'body.maxAmount']);
    expect(await refused({ names: {} })).toEqual([400, 'VALIDATION_ERROR', 'body.names']);
    expect(await refused({ instructions: { bank: 'ACB', accountName: 'A' } })).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.instructions.accountNumber',
    ]);
    expect(await memberChannels()).toEqual([]);
  });

  it('200: the channel, audited, on the member deposit page at once with its instructions and note', async () => {
    const answer = await finance('POST', operatorChannelPaths.channels, newChannel());
    expect(answer.statusCode).toBe(200);
    const created = answer.json().value;
    expect(created).toMatchObject({
      code: 'ACB',
      kind: 'bank_transfer',
      label: 'ACB transfer',
      minAmount: '5000',
      maxAmount: '2000000',
      enabled: true,
      today: { count: 0, sum: '0' },
    });
    expect(await memberChannels('TY')).toEqual([
      {
        id: created.id,
        code: 'ACB',
        kind: 'bank_transfer',
        name: 'Chuyển khoản ACB',
        minAmount: '5000',
        maxAmount: '2000000',
        instructions: { bank: 'ACB', accountName: 'Aurora Play Ltd', accountNumber: '1234-5678' },
        note: 'Ghi tên đăng nhập.',
      },
    ]);
    const audit = await lastAudit('payment-channel.create');
    expect(audit).toMatchObject({ subject: `payment-channel:${created.id}` });
    expect(audit!.details).toMatchObject({ after: { code: 'ACB', maxAmount: '2000000' } });
  });

  it('a burst of two creates with one code: one 200, one 409 naming code', async () => {
    const answers = await Promise.all(
      [0, 1].map(() => finance('POST', operatorChannelPaths.channels, newChannel({ code: 'twin' }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(failure(answers.find((answer) => answer.statusCode === 409)!)).toEqual([409, 'CONFLICT', 'body.code']);
    const twins = await db()
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.siteId, site.id), eq(paymentChannels.code, 'TWIN')));
    expect(twins).toHaveLength(1);
  });
});

describe('GET /wps/operator/payment-channels', () => {
  it('401 without a session, 403 to support', async () => {
    const answer = await ctx.app.inject({ url: operatorChannelPaths.channels, headers: { merchant: site.code } });
    expect(answer.statusCode).toBe(401);
    expect(failure(await support('GET', operatorChannelPaths.channels))).toEqual([403, 'FORBIDDEN', undefined]);
  });

  it("200 to risk: every channel of the site, disabled ones too, with today's credited deposits", async () => {
    const [acb] = (await finance('GET', operatorChannelPaths.channels))
      .json()
      .value.filter((channel: { code: string }) => channel.code === 'ACB');
    const deposit = await member.call(
      'POST',
      cashierPaths.deposit,
      { channelId: acb.id, amount: '100' },
      { 'idempotency-key': 'channels-deposit-1' },
    );
    expect(deposit.statusCode).toBe(200);
    const approve = operatorCashierPaths.approve.replace(':id', deposit.json().value.id);
    expect((await finance('POST', approve)).statusCode).toBe(200);
    const answer = await risk('GET', operatorChannelPaths.channels);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().value as { code: string; today: { count: number; sum: string } }[];
    expect(listed.map((channel) => channel.code)).toEqual(['DEMO', 'ACB', 'TWIN']);
    expect(listed.find((channel) => channel.code === 'ACB')!.today).toEqual({ count: 1, sum: '10000' });
    expect(listed.some((channel) => channel.code === 'BANK')).toBe(false);
  });
});

describe('PUT /wps/operator/payment-channels/:id', () => {
  const acbId = async () =>
    (await finance('GET', operatorChannelPaths.channels)).json().value.find((c: { code: string }) => c.code === 'ACB')
      .id as string;

  it('401 without a session', async () => {
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: channelPath(await acbId()),
      headers: { merchant: site.code },
      payload: { enabled: false },
    });
    expect(answer.statusCode).toBe(401);
  });

  it("403 to risk; 404 for another site's channel, even to finance of both sites", async () => {
    expect(failure(await risk('PUT', channelPath(await acbId()), { enabled: false }))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
    expect(failure(await financeOfBoth('PUT', channelPath(foreignId), { enabled: false }))).toEqual([
      404,
      'NOT_FOUND',
      'params.id',
    ]);
    const [foreign] = await db()
      .select()
      .from(paymentChannels)
      .where(eq(paymentChannels.id, BigInt(foreignId)));
    expect(foreign!.enabled).toBe(true);
  });

  it('400 naming the field: a limit below the other, nothing to change, the instant channel beyond on or off', async () => {
    const id = await acbId();
    expect(failure(await finance('PUT', channelPath(id), { maxAmount: '4000' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.maxAmount',
    ]);
    expect(failure(await finance('PUT', channelPath(id), { minAmount: '3000000' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.minAmount',
    ]);
    expect(failure(await finance('PUT', channelPath(id), {}))).toEqual([400, 'VALIDATION_ERROR', 'body.enabled']);
    expect(failure(await finance('PUT', channelPath(demoId), { label: 'Quick' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.label',
    ]);
    expect(failure(await finance('PUT', channelPath(id), { code: 'twin' }))).toEqual([409, 'CONFLICT', 'body.code']);
  });

  it('200: edits show on the member page; disabled is gone from it; the instant channel switches on; audited', async () => {
    const id = await acbId();
    const edited = await finance('PUT', channelPath(id), {
      instructions: { bank: 'ACB', accountName: 'Aurora Play Ltd', accountNumber: '9999-0000' },
      maxAmount: '3000000',
    });
    expect(edited.statusCode).toBe(200);
    expect((await memberChannels()).find((channel) => channel.id === id)).toMatchObject({
      instructions: { accountNumber: '9999-0000' },
      note: 'Your username as the reference.',
    });
    const audit = await lastAudit('payment-channel.update');
    expect(audit!.details).toMatchObject({
      before: { maxAmount: '2000000', instructions: { accountNumber: '1234-5678' } },
      after: { maxAmount: '3000000', instructions: { accountNumber: '9999-0000' } },
    });
    expect((await finance('PUT', channelPath(id), { enabled: false })).json().value.enabled).toBe(false);
    expect((await memberChannels()).map((channel) => channel.code)).toEqual(['TWIN']);
    expect((await finance('PUT', channelPath(demoId), { enabled: true })).statusCode).toBe(200);
    expect((await memberChannels()).map((channel) => channel.code)).toEqual(['DEMO', 'TWIN']);
  });
});

describe('PUT /wps/operator/payment-channels/order', () => {
  const ids = async () =>
    Object.fromEntries(
      ((await finance('GET', operatorChannelPaths.channels)).json().value as { id: string; code: string }[]).map(
        (channel) => [channel.code, channel.id],
      ),
    ) as Record<string, string>;

  it('401 without a session, 403 to risk', async () => {
    const { DEMO, ACB, TWIN } = await ids();
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: operatorChannelPaths.order,
      headers: { merchant: site.code },
      payload: { ids: [TWIN, ACB, DEMO] },
    });
    expect(answer.statusCode).toBe(401);
    expect(failure(await risk('PUT', operatorChannelPaths.order, { ids: [TWIN, ACB, DEMO] }))).toEqual([
      403,
      'FORBIDDEN',
      undefined,
    ]);
  });

  it("400 naming ids: one left out, one twice, another site's", async () => {
    const { DEMO, ACB, TWIN } = await ids();
    const refused = async (list: unknown[]) => failure(await finance('PUT', operatorChannelPaths.order, { ids: list }));
    expect(await refused([TWIN, ACB])).toEqual([400, 'VALIDATION_ERROR', 'body.ids']);
    expect(await refused([TWIN, ACB, ACB])).toEqual([400, 'VALIDATION_ERROR', 'body.ids']);
    expect(await refused([TWIN, ACB, foreignId])).toEqual([400, 'VALIDATION_ERROR', 'body.ids']);
    expect(await refused([TWIN, ACB, DEMO, foreignId])).toEqual([400, 'VALIDATION_ERROR', 'body.ids']);
  });

  it('200: the members see the new order; audited', async () => {
    const { DEMO, ACB, TWIN } = await ids();
    const answer = await finance('PUT', operatorChannelPaths.order, { ids: [TWIN, ACB, DEMO] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value.map((channel: { code: string }) => channel.code)).toEqual(['TWIN', 'ACB', 'DEMO']);
    expect((await memberChannels()).map((channel) => channel.code)).toEqual(['TWIN', 'DEMO']);
    expect((await lastAudit('payment-channel.order'))!.details).toMatchObject({
      before: ['DEMO', 'ACB', 'TWIN'],
      after: ['TWIN', 'ACB', 'DEMO'],
    });
  });
});
