import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addLotteryGame, runScheduler } from './lottery-fixtures.js';

// Issue 22 #20: VN plays are bought in điểm at the prices Vietnamese players know (LOTTERY.md §2 VN), in whole
// đồng, not as 2-unit Chinese bets (a 20 ₫ stake): lô 23,000 ₫ a điểm paying 80,000 ₫ for every result that
// ends in the number, đề 1 ăn 80, xiên 2 1 ăn 11 at 650 ₫, 3 càng 1 ăn 400 at 750 ₫.
// Wednesday 25 November 2026, 15:00 in Asia/Ho_Chi_Minh; the northern draw is at 18:15.
const clock = manualClock(Date.parse('2026-11-25T08:00:00Z'));
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let operator: OperatorCall;

const digitsOf = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];
/** ĐB 12345, G1 67845 and the first G7 45: 45 ends three results, 55 and 60 one each, 46 none. */
const northResult = digitsOf.map((length, i) => String(50 + i).padStart(length, '0'));
Object.assign(northResult, { 0: '12345', 1: '67845', 23: '45' });

const balance = async () => BigInt((await member.call('GET', '/wps/v2/wallets/balance')).json().value.total);
const open = async () => (await member.call('GET', '/lotto/lgw/games/opened/numero?gameCode=VNN')).json().value;
const bet = (body: Record<string, unknown>) =>
  member.call('POST', '/lotto/lgw/orders/betting', { gameCode: 'VNN', ...body }, { 'idempotency-key': randomUUID() });
const line = (playId: string, numbers: string[], points: number, unit = '1') => ({
  playId,
  selection: [numbers],
  unit,
  multiple: points,
});

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db, {
    site: { currencyCode: 'VND', currencySymbol: '₫', currencyDecimals: 0, timeZone: 'Asia/Ho_Chi_Minh' },
  });
  await addLotteryGame(ctx.database.db, site.id, {
    code: 'VNN',
    kind: 'VN',
    layout: 'north',
    source: 'official',
    schedule: { type: 'daily', at: '18:15' },
    closeBeforeSeconds: 900,
  });
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code, '10.92.0.1');
  await member.register({ username: 'danhlo01', password: 'secret12', confirmPassword: 'secret12' });
  await fundMember(ctx.database.db, site.id, 'danhlo01', 1_000_000n, 'VND');
  operator = await signInOperator(ctx, site.code, 'vn-lottery-op', [site.id]);
  await runScheduler(ctx.database.db, clock.now());
});
afterAll(() => ctx.close());

describe('VN lottery in đồng', () => {
  it('lists each play with its price and prize a điểm, bought at unit 1', async () => {
    const menu = (await member.call('GET', '/lotto/lgw/games/VNN/plays')).json().value;
    expect(menu.units).toEqual(['1']);
    const priceOf = (id: string) => menu.plays.find((play: { id: string }) => play.id === id).pointPrice;
    expect(priceOf('VN_LO')).toEqual({ price: '23000', pays: '80000', point: '1000' });
    expect(priceOf('VN_DE')).toEqual({ price: '1000', pays: '80000', point: '1000' });
    expect(priceOf('VN_XIEN2')).toEqual({ price: '650', pays: '11000', point: '1000' });
    expect(priceOf('VN_3CANG')).toEqual({ price: '750', pays: '400000', point: '1000' });
    const { issueNumber } = await open();
    const coefficient = await bet({ issueNumber, lines: [line('VN_LO', ['45'], 10, '0.1')] });
    expect([coefficient.statusCode, coefficient.json().field]).toEqual([400, 'body.lines.0.unit']);
  });

  it('takes an order at the đồng prices and pays every lô hit, to the đồng', async () => {
    const { issueNumber, closesAt } = await open();
    const before = await balance();
    const lines = [
      line('VN_LO', ['45'], 10), // 10 x 23,000
      line('VN_DE', ['45', '46'], 50), // 2 x 50 x 1,000
      line('VN_XIEN2', ['45', '55', '60'], 10), // 3 sets x 10 x 650
      line('VN_3CANG', ['345'], 20), // 20 x 750
    ];
    const wrongTotal = await bet({ issueNumber, lines, expectedTotal: '20000' });
    expect(wrongTotal.json()).toMatchObject({ code: 'LOTTERY_TOTAL_MISMATCH', params: { total: '364500' } });
    const placed = await bet({ issueNumber, lines, expectedTotal: '364500' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.order.lines.map((row: { stake: string }) => row.stake)).toEqual([
      '230000',
      '100000',
      '19500',
      '15000',
    ]);
    expect(await balance()).toBe(before - 364_500n);

    clock.advance(Date.parse(closesAt) - clock.now() + 1000);
    const entered = await operator('POST', `/wps/operator/lottery/VNN/issues/${issueNumber}/result`, {
      result: northResult,
    });
    expect(entered.json().value, entered.body).toMatchObject({ status: 'settled', settledLines: 4 });
    const { orderNumber } = placed.json().value.order;
    const order = (await member.call('GET', '/lotto/lgw/orders/today'))
      .json()
      .value.find((row: { orderNumber: string }) => row.orderNumber === orderNumber);
    // Lô 45 ends three results: 3 x 800,000. Đề 45 pays 50 x 80,000; 46 nothing. The three xiên-2 sets all
    // show: 3 x 110,000. 3 càng 345: 20 x 400,000.
    expect(order.lines.map((row: { payout: string }) => row.payout)).toEqual([
      '2400000',
      '4000000',
      '330000',
      '8000000',
    ]);
    expect(await balance()).toBe(before - 364_500n + 14_730_000n);
  });
});
