import { randomUUID } from 'node:crypto';
import { commitmentOf, drawResult } from '@portal/lottery';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addLotteryGame, runScheduler } from './lottery-fixtures.js';

// 11:00:30 in the site's time zone (Europe/Malta, UTC+1 in November): the 1-minute game's issue 661 draws at 11:01.
const start = Date.parse('2026-11-25T10:00:30Z');
const clock = manualClock(start);
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;

const everyDigitFirst = [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []];
/** Ten bets of 2.00 on the first digit: exactly one hits whatever the draw. */
const sureLine = { playId: 'SSC_FIXED_POSITION', selection: everyDigitFirst, unit: '1', multiple: 1, group: 1900 };

const openIssue = async () => (await member.call('GET', '/lotto/lgw/games/opened/numero?gameCode=SSC1M')).json().value;
const balance = async () => BigInt((await member.call('GET', '/wps/v2/wallets/balance')).json().value.total);
const bet = (body: Record<string, unknown>, key: string = randomUUID()) =>
  member.call('POST', '/lotto/lgw/orders/betting', body, { 'idempotency-key': key });

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await addLotteryGame(ctx.database.db, site.id, { code: 'SSC1M', kind: 'SSC' });
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code, '10.90.0.1');
  await member.register({ username: 'lotto01', password: 'secret12', confirmPassword: 'secret12' });
  await fundMember(ctx.database.db, site.id, 'lotto01', 1_000_00n);
  await runScheduler(ctx.database.db, clock.now());
});
afterAll(() => ctx.close());

describe('lottery orders', () => {
  it('lists the open issue with its commitment before any bet is taken', async () => {
    const issue = await openIssue();
    expect(issue).toMatchObject({
      gameCode: 'SSC1M',
      issueNumber: '20261125-0661',
      closesAt: '2026-11-25T10:00:50.000Z',
      drawAt: '2026-11-25T10:01:00.000Z',
      source: 'house',
    });
    expect(issue.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses without a session, then names the field of each bad line, and moves no money', async () => {
    const { issueNumber } = await openIssue();
    const anonymous = new PortalClient(ctx.app, site.code);
    const refused = await anonymous.call(
      'POST',
      '/lotto/lgw/orders/betting',
      { gameCode: 'SSC1M', issueNumber, lines: [sureLine] },
      { 'idempotency-key': randomUUID() },
    );
    expect(refused.statusCode).toBe(401);
    const before = await balance();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ lines: [{ ...sureLine, playId: 'NOPE' }] }, 404, 'NOT_FOUND', 'body.lines.0.playId'],
      [
        { lines: [{ ...sureLine, selection: [['x'], [], [], [], []] }] },
        400,
        'LOTTERY_SELECTION_INVALID',
        'body.lines.0.selection.0',
      ],
      [{ lines: [{ ...sureLine, multiple: 0 }] }, 400, 'VALIDATION_ERROR', 'body.lines.0.multiple'],
      [{ lines: [{ ...sureLine, group: 1990 }] }, 400, 'VALIDATION_ERROR', 'body.lines.0.group'],
      [{ issueNumber: '20261125-0600', lines: [sureLine] }, 409, 'LOTTERY_SALES_CLOSED', 'body.issueNumber'],
      [{ gameCode: 'NOSUCH', lines: [sureLine] }, 404, 'NOT_FOUND', 'body.gameCode'],
      [{ lines: [sureLine], expectedTotal: '1999' }, 400, 'LOTTERY_TOTAL_MISMATCH', 'body.expectedTotal'],
    ];
    for (const [change, status, code, field] of cases) {
      const response = await bet({ gameCode: 'SSC1M', issueNumber, ...change });
      expect([response.statusCode, response.json().code, response.json().field], JSON.stringify(change)).toEqual([
        status,
        code,
        field,
      ]);
    }
    expect(await balance()).toBe(before);
  });

  it('takes an order once per key, pays the draw exactly, and shows a draw anyone can recompute', async () => {
    const { issueNumber, commitment } = await openIssue();
    const before = await balance();
    const key = randomUUID();
    const body = { gameCode: 'SSC1M', issueNumber, lines: [sureLine], expectedTotal: '2000' };
    const placed = await bet(body, key);
    expect(placed.statusCode).toBe(200);
    const { order, balance: after } = placed.json().value;
    expect(order).toMatchObject({ total: '2000', status: 'active', cancellable: true });
    expect(order.lines).toMatchObject([{ issueNumber, bets: 10, stake: '2000', status: 'waiting' }]);
    expect(BigInt(after)).toBe(before - 2000n);
    const again = await bet(body, key);
    expect(again.json().value.order.orderNumber).toBe(order.orderNumber);
    expect((await bet({ ...body, lines: [{ ...sureLine, multiple: 2 }], expectedTotal: '4000' }, key)).statusCode).toBe(
      409,
    );
    expect(await balance()).toBe(before - 2000n);

    clock.advance(40_000);
    expect(await runScheduler(ctx.database.db, clock.now())).toBeGreaterThan(0);
    // One hit at 2 x 10 x 1900/2000 = 19.00, and the rebate of group 1900 under 1960: 60/2000 of 20.00.
    expect(await balance()).toBe(before - 2000n + 1900n + 60n);
    await runScheduler(ctx.database.db, clock.now());
    expect(await balance()).toBe(before - 2000n + 1900n + 60n);

    const today = (await member.call('GET', '/lotto/lgw/orders/today?gameCode=SSC1M')).json().value;
    const settled = today.find((candidate: { orderNumber: string }) => candidate.orderNumber === order.orderNumber);
    expect(settled).toMatchObject({ status: 'finished', payout: '1900', rebate: '60', cancellable: false });
    expect(settled.lines[0].status).toBe('won');

    const draws = (await member.call('GET', '/lotto/lgw/draw/SSC1M?page=0&size=5')).json().value;
    const draw = draws.items.find((item: { issueNumber: string }) => item.issueNumber === issueNumber);
    expect(draw.commitment).toBe(commitment);
    expect(await commitmentOf(draw.serverSeed)).toBe(commitment);
    expect(await drawResult({ kind: 'SSC', layout: null }, 'SSC1M', issueNumber, draw.serverSeed)).toEqual(draw.result);
    const ledger = await checkLedger(ctx.database.db);
    expect([ledger.total, ledger.drifted.length, ledger.misstated.length]).toEqual([0n, 0, 0]);
  });

  it('cancels what waits on an issue still selling, and refuses once sales closed', async () => {
    const { issueNumber } = await openIssue();
    const before = await balance();
    const order = (await bet({ gameCode: 'SSC1M', issueNumber, lines: [sureLine] })).json().value.order;
    const cancelled = await member.call('DELETE', `/lotto/lgw/orders/${order.orderNumber}`);
    expect(cancelled.json().value).toMatchObject({ status: 'cancelled', refund: '2000', cancellable: false });
    expect(await balance()).toBe(before);
    expect((await member.call('DELETE', `/lotto/lgw/orders/${order.orderNumber}`)).json().code).toBe(
      'LOTTERY_ORDER_NOT_CANCELLABLE',
    );

    const late = (await bet({ gameCode: 'SSC1M', issueNumber, lines: [sureLine] })).json().value.order;
    const { closesAt } = await openIssue();
    clock.advance(Date.parse(closesAt) - clock.now() + 1);
    const refused = await member.call('DELETE', `/lotto/lgw/orders/${late.orderNumber}`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'LOTTERY_ORDER_NOT_CANCELLABLE']);
    expect((await bet({ gameCode: 'SSC1M', issueNumber, lines: [sureLine] })).json().code).toBe('LOTTERY_SALES_CLOSED');
  });

  it('chases over later issues with the whole amount held, and stops on a win with the rest refunded', async () => {
    clock.advance(60_000);
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber, drawAt } = await openIssue();
    const before = await balance();
    const placed = await bet({
      gameCode: 'SSC1M',
      issueNumber,
      lines: [sureLine],
      chase: { issues: 3, double: true, stopOnWin: true },
    });
    const { order } = placed.json().value;
    // 20.00, then 40.00 and 80.00 with the multiples doubled.
    expect(order.total).toBe('14000');
    expect(order.lines.map((line: { multiple: number }) => line.multiple)).toEqual([1, 2, 4]);
    expect(await balance()).toBe(before - 14000n);
    clock.advance(Date.parse(drawAt) - clock.now());
    await runScheduler(ctx.database.db, clock.now());
    const after = (await member.call('GET', '/lotto/lgw/orders/today?gameCode=SSC1M'))
      .json()
      .value.find((candidate: { orderNumber: string }) => candidate.orderNumber === order.orderNumber);
    expect(after.lines.map((line: { status: string }) => line.status)).toEqual(['won', 'cancelled', 'cancelled']);
    expect(after).toMatchObject({ status: 'finished', refund: '12000', payout: '1900' });
    expect(await balance()).toBe(before - 14000n + 1900n + 60n + 12000n);
  });

  it('places one order for a burst of one key, and still answers that key once sales closed', async () => {
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber, closesAt } = await openIssue();
    const before = await balance();
    const key = randomUUID();
    const body = { gameCode: 'SSC1M', issueNumber, lines: [sureLine] };
    const burst = await Promise.all(Array.from({ length: 8 }, () => bet(body, key)));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const numbers = new Set(burst.map((response) => response.json().value.order.orderNumber));
    expect(numbers.size).toBe(1);
    expect(await balance()).toBe(before - 2000n);

    clock.advance(Date.parse(closesAt) - clock.now() + 1000);
    const replay = await bet(body, key);
    expect([replay.statusCode, replay.json().value.order.orderNumber]).toEqual([200, [...numbers][0]]);
    expect((await bet(body)).json().code).toBe('LOTTERY_SALES_CLOSED');
    expect(await balance()).toBe(before - 2000n);
  });

  it('refuses an issue that stopped selling before its close (its state is checked where the order is written)', async () => {
    clock.advance(60_000);
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber } = await openIssue();
    await bet({ gameCode: 'SSC1M', issueNumber, lines: [sureLine] });
    // The issue's times are remembered by the server; its state is not: a void taken meanwhile refuses the order.
    await ctx.database.db.execute(sql`UPDATE lottery_issues SET status = 'void' WHERE number = ${issueNumber}`);
    const before = await balance();
    const refused = await bet({ gameCode: 'SSC1M', issueNumber, lines: [sureLine] });
    expect([refused.statusCode, refused.json().code, refused.json().field]).toEqual([
      409,
      'LOTTERY_SALES_CLOSED',
      'body.issueNumber',
    ]);
    // A chase from the issue before it reaches the void issue: the chase is refused whole.
    clock.advance(-60_000);
    const earlier = (await openIssue()).issueNumber;
    const chase = await bet({ gameCode: 'SSC1M', issueNumber: earlier, lines: [sureLine], chase: { issues: 3 } });
    expect([chase.statusCode, chase.json().field]).toEqual([409, 'body.chase.issues']);
    clock.advance(60_000);
    expect(await balance()).toBe(before);
    const ledger = await checkLedger(ctx.database.db);
    expect([ledger.total, ledger.drifted.length, ledger.misstated.length]).toEqual([0n, 0, 0]);
  });
});
