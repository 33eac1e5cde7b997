import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addLotteryGame, runScheduler } from './lottery-fixtures.js';

// Wednesday 25 November 2026, 17:00:30 in Europe/Malta.
const clock = manualClock(Date.parse('2026-11-25T16:00:30Z'));
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let operator: OperatorCall;

const everyDigitFirst = [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []];
const specialNumber = (number: string) => ({
  playId: 'LHC_SPECIAL_NUMBER',
  selection: [[number]],
  unit: '1',
  multiple: 1,
});
const open = async (gameCode: string) =>
  (await member.call('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`)).json().value;
const balance = async () => BigInt((await member.call('GET', '/wps/v2/wallets/balance')).json().value.total);
const bet = (body: Record<string, unknown>) =>
  member.call('POST', '/lotto/lgw/orders/betting', body, { 'idempotency-key': randomUUID() });

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  // A cap of 100.00 per member and issue: a line on the first digit can pay 19.60 x multiple.
  await addLotteryGame(ctx.database.db, site.id, {
    code: 'CAPPED',
    kind: 'SSC',
    settings: { maxPayoutPerIssue: '10000', maxPayoutByPlay: { SSC_STAR5_DIRECT: '50000' } },
  });
  // An official weekly game: Tuesday, Thursday and Saturday at 17:30, sales closing 15 minutes before.
  await addLotteryGame(ctx.database.db, site.id, {
    code: 'WEEKLY',
    kind: 'LHC',
    source: 'official',
    schedule: { type: 'daily', at: '17:30', days: [2, 4, 6] },
    closeBeforeSeconds: 900,
  });
  // A house game whose site voids (and refunds) an issue left undrawn for more than two minutes.
  await addLotteryGame(ctx.database.db, site.id, {
    code: 'MISSED',
    kind: 'SSC',
    settings: { voidMissedAfterSeconds: 120 },
  });
  member = new PortalClient(ctx.app, site.code, '10.91.0.1');
  await member.register({ username: 'lotto02', password: 'secret12', confirmPassword: 'secret12' });
  await fundMember(ctx.database.db, site.id, 'lotto02', 1_000_00n);
  operator = await signInOperator(ctx, site.code, 'lottery-op', [site.id]);
  await runScheduler(ctx.database.db, clock.now());
});
afterAll(() => ctx.close());

describe('lottery limits', () => {
  it('keeps trial accounts out', async () => {
    const trial = new PortalClient(ctx.app, site.code, '10.91.0.2');
    const login = await trial.call('POST', '/wps/session/login/freeplay', { os: 'web', platform: 'W' });
    trial.token = login.json().value.token;
    const { issueNumber } = await open('CAPPED');
    const refused = await trial.call(
      'POST',
      '/lotto/lgw/orders/betting',
      {
        gameCode: 'CAPPED',
        issueNumber,
        lines: [{ playId: 'SSC_FIXED_POSITION', selection: everyDigitFirst, unit: '1', multiple: 1 }],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'TRIAL_ACCOUNT']);
  });

  it('holds the per-issue payout cap under a parallel burst (counted where it is decided)', async () => {
    const { issueNumber } = await open('CAPPED');
    const before = await balance();
    // Each order could pay 19.60 x 2 = 39.20: two fit under 100.00, a third would not.
    const line = { playId: 'SSC_FIXED_POSITION', selection: [['7'], [], [], [], []], unit: '1', multiple: 2 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => bet({ gameCode: 'CAPPED', issueNumber, lines: [line] })),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(2);
    const refused = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json());
    expect(refused.every((answer) => answer.code === 'LOTTERY_PAYOUT_LIMIT' && answer.params.max === '10000')).toBe(
      true,
    );
    expect(await balance()).toBe(before - 2n * 400n);
  });
});

describe('per-play caps', () => {
  it("refuses a line of a capped play that could pay past the play's cap, with the figure", async () => {
    const { issueNumber } = await open('CAPPED');
    // One 5-star direct bet at 0.01 pays 2.00 x 0.01 x 100,000 x 1960/2000 = 1,960.00, past the play's 500.00.
    const line = {
      playId: 'SSC_STAR5_DIRECT',
      selection: [['1'], ['2'], ['3'], ['4'], ['5']],
      unit: '0.01',
      multiple: 1,
    };
    const refused = await bet({ gameCode: 'CAPPED', issueNumber, lines: [line] });
    expect(refused.json()).toMatchObject({
      code: 'LOTTERY_PAYOUT_LIMIT',
      field: 'body.lines.0.multiple',
      params: { max: '50000', potential: '196000' },
    });
  });
});

describe("the site's prize modes", () => {
  it('offers no play of a prize mode the site does not run (two-sided ZY here)', async () => {
    const lottOnly = await buildSite(ctx.database.db, { site: { prizeModes: ['LOTT'] } });
    await addLotteryGame(ctx.database.db, lottOnly.id, { code: 'LOTTONLY', kind: 'SSC' });
    // The registry hears of a new site by NOTIFY; under load that can come after the first call.
    await ctx.app.sites.reload();
    await runScheduler(ctx.database.db, clock.now());
    const client = new PortalClient(ctx.app, lottOnly.code, '10.91.0.9');
    await client.register({ username: 'lotto03', password: 'secret12', confirmPassword: 'secret12' });
    await fundMember(ctx.database.db, lottOnly.id, 'lotto03', 1_000_00n);
    const menu = (await client.call('GET', '/lotto/lgw/games/LOTTONLY/plays')).json().value;
    expect(menu.plays.length).toBeGreaterThan(5);
    expect(menu.plays.every((play: { prizeMode: string }) => play.prizeMode === 'LOTT')).toBe(true);
    const { issueNumber } = (await client.call('GET', '/lotto/lgw/games/opened/numero?gameCode=LOTTONLY')).json().value;
    const twoSided = await client.call(
      'POST',
      '/lotto/lgw/orders/betting',
      {
        gameCode: 'LOTTONLY',
        issueNumber,
        lines: [{ playId: 'SSC_SUM_BSOE', selection: [['BIG']], unit: '1', multiple: 1 }],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect([twoSided.statusCode, twoSided.json().field]).toEqual([404, 'body.lines.0.playId']);
  });
});

describe('a first order refused', () => {
  it('leaves nothing behind that breaks the next one (a refused order opens no account it then forgets)', async () => {
    const fresh = await buildSite(ctx.database.db);
    await addLotteryGame(ctx.database.db, fresh.id, { code: 'FIRST', kind: 'SSC' });
    await ctx.app.sites.reload();
    await runScheduler(ctx.database.db, clock.now());
    const client = new PortalClient(ctx.app, fresh.code, '10.91.0.10');
    await client.register({ username: 'lotto04', password: 'secret12', confirmPassword: 'secret12' });
    const { issueNumber } = (await client.call('GET', '/lotto/lgw/games/opened/numero?gameCode=FIRST')).json().value;
    const order = () =>
      client.call(
        'POST',
        '/lotto/lgw/orders/betting',
        {
          gameCode: 'FIRST',
          issueNumber,
          lines: [{ playId: 'SSC_FIXED_POSITION', selection: [['1'], [], [], [], []], unit: '1', multiple: 1 }],
        },
        { 'idempotency-key': randomUUID() },
      );
    expect((await order()).json().code).toBe('INSUFFICIENT_FUNDS');
    await fundMember(ctx.database.db, fresh.id, 'lotto04', 1_000_00n);
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('missed draws', () => {
  it('voids and refunds an issue the scheduler reaches too late, where the site says so', async () => {
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber } = await open('MISSED');
    const line = {
      playId: 'SSC_FIXED_POSITION',
      selection: [['5'], [], [], [], []],
      unit: '1',
      multiple: 1,
      group: 1960,
    };
    const placed = await bet({ gameCode: 'MISSED', issueNumber, lines: [line] });
    expect(placed.statusCode).toBe(200);
    // The server was away for ten minutes: this issue's draw time is long past when it comes back.
    clock.advance(10 * 60_000);
    await runScheduler(ctx.database.db, clock.now());
    const draws = (await member.call('GET', '/lotto/lgw/draw/MISSED?size=20')).json().value.items;
    expect(draws.find((draw: { issueNumber: string }) => draw.issueNumber === issueNumber)).toMatchObject({
      status: 'void',
      result: null,
      serverSeed: null,
    });
    const orders = (await member.call('GET', '/lotto/lgw/orders/today?gameCode=MISSED')).json().value;
    const order = orders.find(
      (candidate: { orderNumber: string }) => candidate.orderNumber === placed.json().value.order.orderNumber,
    );
    expect(order).toMatchObject({ status: 'finished', refund: '200', payout: '0', rebate: '0' });
    expect(order.lines[0].status).toBe('void');
  });
});

describe('official results and voids', () => {
  it('lists no commitment for an official game, and refuses a result before sales close', async () => {
    const issue = await open('WEEKLY');
    expect(issue).toMatchObject({ issueNumber: '20261126', commitment: null, source: 'official' });
    const early = await operator('POST', `/wps/operator/lottery/WEEKLY/issues/${issue.issueNumber}/result`, {
      result: ['01', '02', '03', '04', '05', '06', '07'],
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'LOTTERY_ISSUE_STATE']);
  });

  it('answers in order: no token 401, a bad result 400 naming it, a house game 409, then settles it', async () => {
    const { issueNumber, closesAt } = await open('WEEKLY');
    const before = await balance();
    const placed = await bet({ gameCode: 'WEEKLY', issueNumber, lines: [specialNumber('07'), specialNumber('08')] });
    expect(placed.statusCode).toBe(200);
    clock.advance(Date.parse(closesAt) - clock.now() + 1000);
    const path = `/wps/operator/lottery/WEEKLY/issues/${issueNumber}/result`;
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { merchant: site.code, device: 'WEB' },
      payload: { result: ['01', '02', '03', '04', '05', '06', '07'] },
    });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const repeated = await operator('POST', path, { result: ['01', '02', '03', '04', '05', '06', '06'] });
    expect([repeated.statusCode, repeated.json().field]).toEqual([400, 'body.result']);
    const house = await operator('POST', `/wps/operator/lottery/CAPPED/issues/${issueNumber}-0001/result`, {
      result: ['1', '2', '3', '4', '5'],
    });
    expect(house.statusCode).toBe(409);
    const entered = await operator('POST', path, { result: ['01', '02', '03', '04', '05', '06', '07'] });
    expect(entered.json().value).toMatchObject({ status: 'settled', settledLines: 2 });
    // The special number 07 paid at group 1960: 2 x 49 x 1960/2000 = 96.04 on a 2.00 bet; 08 lost.
    expect(await balance()).toBe(before - 400n + 9604n);
    const again = await operator('POST', path, { result: ['01', '02', '03', '04', '05', '06', '08'] });
    expect([again.statusCode, again.json().code]).toEqual([409, 'LOTTERY_ISSUE_STATE']);
    expect(await balance()).toBe(before - 400n + 9604n);
    const draws = (await member.call('GET', '/lotto/lgw/draw/WEEKLY')).json().value.items;
    expect(draws[0]).toMatchObject({
      issueNumber,
      source: 'official',
      serverSeed: null,
      result: ['01', '02', '03', '04', '05', '06', '07'],
    });
  });

  it('voids an issue with every waiting line refunded, audited', async () => {
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber, closesAt } = await open('WEEKLY');
    const before = await balance();
    await bet({ gameCode: 'WEEKLY', issueNumber, lines: [specialNumber('11')] });
    clock.advance(Date.parse(closesAt) - clock.now() + 1000);
    const voided = await operator('POST', `/wps/operator/lottery/WEEKLY/issues/${issueNumber}/void`, {
      reason: 'no draw held',
    });
    expect(voided.json().value).toMatchObject({ status: 'void', settledLines: 1 });
    expect(await balance()).toBe(before);
    const draws = (await member.call('GET', '/lotto/lgw/draw/WEEKLY')).json().value.items;
    expect(draws[0]).toMatchObject({ issueNumber, status: 'void', result: null });
  });

  it('shows lottery orders in the betting record, the recent games and a launch to the game page', async () => {
    const record = await member.call('GET', '/wps/report/bets?from=2026-11-25&to=2026-11-30&page=1&pageSize=20');
    expect(record.json().value.items).toContainEqual(
      expect.objectContaining({
        gameName: 'WEEKLY game',
        vassalage: 'PLOTTO',
        stake: '400',
        win: '9604',
        mode: 'real',
      }),
    );
    const recent = await member.call('GET', '/wps/relay/GCS_recentGame?limitNum=10');
    expect(JSON.stringify(recent.json().value)).toContain('"WEEKLY"');
    const games = (await member.call('GET', '/lotto/lgw/games')).json().value;
    const weekly = games.find((game: { gameCode: string }) => game.gameCode === 'WEEKLY');
    const launch = await member.call('GET', `/wps/game/launchGame?nodeId=${weekly.nodeId}&freeTrial=false`);
    expect(launch.json().value?.url, launch.body).toBe('/lottery?gameCode=WEEKLY');
  });
});
