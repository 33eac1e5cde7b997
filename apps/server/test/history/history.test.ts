import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount, mainAccountOf } from '../../src/modules/ledger/ledger.repository.js';
import { postEntry } from '../../src/modules/ledger/ledger.service.js';
import { type BuiltSite, buildSite, fundMember, offerTransferVendor } from '../factories.js';
import type { TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { createProviderApp } from '../provider/provider-setup.js';

const timeZone = 'Asia/Ho_Chi_Minh';
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let operator: OperatorCall;
const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() - days * 86_400_000));
const history = (query: string, client = member) => client.call('GET', `/wps/relay/ODSFE2_MemTransDet?${query}`);

/** A game round as the games issue's seamless wallet will write it: a bet, then a win. */
async function playRound(memberId: bigint, bet: bigint, win: bigint, round: string) {
  const db = ctx.database.db;
  const revenue = await houseAccount(db, site.id, 'HOUSE:GAME_REVENUE', 'USD');
  const wallet = await mainAccountOf(db, memberId);
  const leg = (amount: bigint) => [
    { accountId: revenue, amount: -amount },
    { accountId: wallet, amount },
  ];
  const memo = { category: 'RNG', game: 'Lucky Reels' };
  await postEntry(db, { siteId: site.id, kind: 'game_bet', idempotencyKey: `bet-${round}`, legs: leg(-bet), memo });
  await postEntry(db, { siteId: site.id, kind: 'game_win', idempotencyKey: `win-${round}`, legs: leg(win), memo });
}

beforeAll(async () => {
  ctx = await createProviderApp();
  site = await buildSite(ctx.database.db, { site: { timeZone } });
  await offerTransferVendor(ctx.database.db, site.id, 'SV3', 'Velvet Sports');
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'historian', password: 'secret12', confirmPassword: 'secret12' });
  const memberId = await fundMember(ctx.database.db, site.id, 'historian', 100_00n);
  await member.call('POST', '/wps/relay/GCS_walletTransfer', {
    from: 'MAIN',
    to: 'SV3',
    amount: '30',
    transactionId: 'hist-move-1',
  });
  operator = await signInOperator(ctx, site.code, 'bonusdesk', [site.id]);
  const adjust = (body: Record<string, unknown>, key: string) =>
    operator('POST', '/wps/operator/adjustments', { member: 'historian', ...body }, { 'idempotency-key': key });
  await adjust({ direction: 'credit', kind: 'bonus', amount: '5', reason: 'Welcome bonus' }, 'hist-bonus-1');
  await adjust({ direction: 'debit', amount: '1', reason: 'Duplicate credit corrected' }, 'hist-adjust-1');
  await playRound(memberId, 10_00n, 25_00n, 'r1');
});
afterAll(() => ctx.close());

describe('ODSFE2_MemTransDet', () => {
  it('401 without a token', async () => {
    expect((await history(`from=${today}&to=${today}`, new PortalClient(ctx.app, site.code))).statusCode).toBe(401);
  });

  it.each([
    ['from after to', `from=${today}&to=${daysAgo(1)}`, 'query.to'],
    ['more than 92 days', `from=${daysAgo(100)}&to=${today}`, 'query.to'],
    ['not a date', `from=yesterday&to=${today}`, 'query.from'],
    ['an unknown type', `from=${today}&to=${today}&type=lottery`, 'query.type'],
    ['a page size beyond 100', `from=${today}&to=${today}&pageSize=500`, 'query.pageSize'],
  ])('400 for %s', async (_, query, field) => {
    const response = await history(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('lists every movement of the member newest first, signed, with the balance after and a detail', async () => {
    const value = (await history(`from=${daysAgo(6)}&to=${today}`)).json().value;
    expect(value.total).toBe(7);
    const summary = value.items.map((row: Record<string, string>) => [
      row.type,
      row.wallet,
      row.amount,
      row.balanceAfter,
      row.detail,
    ]);
    expect(summary).toEqual([
      ['game', 'MAIN', '2500', '8900', 'Lucky Reels'],
      ['game', 'MAIN', '-1000', '6400', 'Lucky Reels'],
      ['adjustment', 'MAIN', '-100', '7400', 'Duplicate credit corrected'],
      ['bonus', 'MAIN', '500', '7500', 'Welcome bonus'],
      ['transfer', 'SV3', '3000', '3000', null],
      ['transfer', 'MAIN', '-3000', '7000', null],
      ['deposit', 'MAIN', '10000', '10000', null],
    ]);
  });

  it('names wallets and transfers for the member, never by code (issue 22, 24)', async () => {
    const items = (await history(`from=${today}&to=${today}&type=transfer`)).json().value.items;
    expect(items.map((row: Record<string, unknown>) => [row.walletName, row.transfer])).toEqual([
      ['Velvet Sports', { from: null, to: 'Velvet Sports' }],
      [null, { from: null, to: 'Velvet Sports' }],
    ]);
    const shown = (await history(`from=${today}&to=${today}`))
      .json()
      .value.items.map((row: Record<string, unknown>) => [row.walletName, row.transfer, row.detail]);
    expect(JSON.stringify(shown)).not.toMatch(/\b(MAIN|SV3|RNG)\b/);
  });

  it('filters by type, pages, and finds nothing in a range before the movements', async () => {
    const transfers = (await history(`from=${today}&to=${today}&type=transfer`)).json().value;
    expect(transfers.items.map((row: { wallet: string }) => row.wallet)).toEqual(['SV3', 'MAIN']);
    const second = (await history(`from=${today}&to=${today}&page=2&pageSize=3`)).json().value;
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 7 });
    expect(second.items.map((row: { type: string }) => row.type)).toEqual(['bonus', 'transfer', 'transfer']);
    expect((await history(`from=${daysAgo(30)}&to=${daysAgo(1)}`)).json().value).toMatchObject({ items: [], total: 0 });
  });

  it("never shows another member's movements", async () => {
    const other = new PortalClient(ctx.app, site.code);
    await other.register({ username: 'bystander', password: 'secret12', confirmPassword: 'secret12' });
    expect((await history(`from=${today}&to=${today}`, other)).json().value.total).toBe(0);
  });
});

describe('personalProfit and bonusDetails', () => {
  it('400 for a reversed range', async () => {
    expect((await member.call('GET', `/wps/report/profit?from=${today}&to=${daysAgo(2)}`)).json().field).toBe(
      'query.to',
    );
  });

  it('sums bets, wins and bonuses per site-local day and category', async () => {
    const value = (await member.call('GET', `/wps/report/profit?from=${daysAgo(6)}&to=${today}`)).json().value;
    expect(value).toEqual({
      rows: [
        { day: today, category: 'BONUS', bet: '0', win: '0', bonus: '500', profit: '500' },
        { day: today, category: 'RNG', bet: '1000', win: '2500', bonus: '0', profit: '1500' },
      ],
      totals: { bet: '1000', win: '2500', bonus: '500', profit: '2000' },
    });
  });

  it('lists bonuses with their reason', async () => {
    const value = (await member.call('GET', `/wps/report/bonuses?from=${today}&to=${today}`)).json().value;
    expect(value).toMatchObject({ total: 1, items: [{ amount: '500', reason: 'Welcome bonus' }] });
  });
});

describe('POST /wps/operator/adjustments', () => {
  const body = { member: 'historian', direction: 'credit', amount: '2', reason: 'Goodwill credit' };

  it('401 without an operator token; 403 for an operator of another site', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/wps/operator/adjustments',
      headers: { merchant: site.code },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, elsewhere.code, 'otherdesk', [elsewhere.id]);
    const response = await stranger('POST', '/wps/operator/adjustments', body, {
      merchant: site.code,
      'idempotency-key': 'adj-x-0001',
    });
    expect(response.statusCode).toBe(403);
  });

  it('400 and 404 naming the field; a debit beyond the balance moves nothing', async () => {
    const send = (extra: Record<string, unknown>, key: string) =>
      operator('POST', '/wps/operator/adjustments', { ...body, ...extra }, { 'idempotency-key': key });
    expect((await send({ member: 'nobody' }, 'adj-e-0001')).json()).toMatchObject({
      code: 'NOT_FOUND',
      field: 'body.member',
    });
    expect((await send({ amount: '0' }, 'adj-e-0002')).json()).toMatchObject({
      code: 'AMOUNT_INVALID',
      field: 'body.amount',
    });
    expect((await send({ reason: '' }, 'adj-e-0003')).json()).toMatchObject({ field: 'body.reason' });
    expect((await send({ kind: 'bonus', direction: 'debit' }, 'adj-e-0004')).json()).toMatchObject({
      field: 'body.direction',
    });
    const tooMuch = await send({ direction: 'debit', amount: '1000' }, 'adj-e-0005');
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'body.amount' });
  });

  it('credits once for a replayed key, with one audit row', async () => {
    const send = () => operator('POST', '/wps/operator/adjustments', body, { 'idempotency-key': 'adj-once-01' });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.json().value).toEqual(second.json().value);
    expect(first.json().value).toMatchObject({ member: 'historian', amount: '200', balance: '9100' });
    const audit = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'balance.adjustment' AND details ->> 'amount' = '200'`,
    );
    expect(audit.rows[0]).toEqual({ n: 1 });
  });
});
