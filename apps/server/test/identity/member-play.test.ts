import { randomUUID } from 'node:crypto';
import { operatorMemberNotePaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { addLotteryGame, runScheduler } from '../lottery/lottery-fixtures.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import {
  createProviderApp,
  launch,
  ProviderCaller,
  type ProviderWorld,
  playRound,
  providerWorld,
} from '../provider/provider-setup.js';

// Issue 25 "Members and agents": a member's page shows its statement, its rounds and its lottery orders, each the
// answer the member gets from its own call (the same service, for the member the operator names).
const timeZone = 'Europe/Malta';
// 11:00:30 in the site's time zone: the 1-minute game's issue sells until 11:00:50 (lottery times follow the
// app's clock; the ledger and the rounds keep the database's time).
const start = Date.parse('2026-11-25T10:00:30Z');
const clock = manualClock(start);
const lotteryDay = '2026-11-25';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const yesterday = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() - 86_400_000));

let ctx: Awaited<ReturnType<typeof createProviderApp>>;
let world: ProviderWorld;
let other: BuiltSite;
let member: PortalClient;
let desk: OperatorCall;
let reader: OperatorCall;
let writer: OperatorCall;
let foreignOwner: OperatorCall;

const pathOf = (path: string, username: string, query: string) => `${path.replace(':username', username)}?${query}`;
const days = () => `from=${yesterday()}&to=${today()}`;
const statementPath = (username = 'player01', query = days()) =>
  pathOf(operatorMemberNotePaths.statement, username, query);
const roundsPath = (username = 'player01', query = days()) => pathOf(operatorMemberNotePaths.rounds, username, query);
const ordersPath = (username = 'player01', query = `from=${lotteryDay}&to=${lotteryDay}`) =>
  pathOf(operatorMemberNotePaths.lotteryOrders, username, query);

beforeAll(async () => {
  ctx = await createProviderApp({}, { clock: clock.now });
  world = await providerWorld(ctx, 'player01', 100_00n);
  member = world.member;
  other = await buildSite(ctx.database.db);
  await addLotteryGame(ctx.database.db, world.site.id, { code: 'SSC1M', kind: 'SSC' });
  await ctx.app.sites.reload();
  await runScheduler(ctx.database.db, clock.now());
  const site = world.site;
  desk = await signInOperator(ctx, site.code, 'play-desk', [site.id], 'support');
  reader = await signInOperator(ctx, site.code, 'play-reader', [site.id], 'read-only');
  writer = await signInOperator(ctx, site.code, 'play-writer', [site.id], 'content');
  foreignOwner = await signInOperator(ctx, other.code, 'play-other', [other.id]);

  // A round of the house slots, lost, and one lottery order.
  const token = await launch(member, world.slotNodeId);
  await playRound(new ProviderCaller(ctx), token, { bet: 300n, win: 0n });
  const issue = (await member.call('GET', '/lotto/lgw/games/opened/numero?gameCode=SSC1M')).json().value;
  const line = {
    playId: 'SSC_FIXED_POSITION',
    selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
    unit: '1',
    multiple: 1,
    group: 1900,
  };
  const placed = await member.call(
    'POST',
    '/lotto/lgw/orders/betting',
    { gameCode: 'SSC1M', issueNumber: issue.issueNumber, lines: [line], expectedTotal: '2000' },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.statusCode, placed.body).toBe(200);
});
afterAll(() => ctx.close());

describe("a member's statement, rounds and lottery orders for the operator", () => {
  it('401 without a session', async () => {
    for (const url of [statementPath(), roundsPath(), ordersPath()]) {
      const anonymous = await ctx.app.inject({ method: 'GET', url, headers: { merchant: world.site.code } });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
  });

  it('403 for an operator of another site and a role outside the desk', async () => {
    for (const url of [statementPath(), roundsPath(), ordersPath()]) {
      expect((await writer('GET', url)).statusCode).toBe(403);
      const foreign = await foreignOwner('GET', url, undefined, { merchant: world.site.code });
      expect(foreign.statusCode).toBe(403);
    }
  });

  it("404 naming the username for another site's member", async () => {
    const elsewhere = new PortalClient(ctx.app, other.code);
    await elsewhere.register({ username: 'player02', password: 'secret12', confirmPassword: 'secret12' });
    for (const url of [statementPath('player02'), roundsPath('player02'), ordersPath('player02')]) {
      const response = await desk('GET', url);
      expect([url, response.statusCode, response.json().field]).toEqual([url, 404, 'params.username']);
    }
  });

  it.each([
    ['statement, from after to', () => statementPath('player01', `from=${today()}&to=${yesterday()}`), 'query.to'],
    ['statement, an unknown type', () => statementPath('player01', `${days()}&type=lottery`), 'query.type'],
    ['rounds, no range', () => roundsPath('player01', 'page=1'), 'query.from'],
    ['orders, page size past 100', () => ordersPath('player01', `${days()}&pageSize=500`), 'query.pageSize'],
  ])('400 naming the field: %s', async (_, url, field) => {
    const response = await desk('GET', url());
    expect([response.statusCode, response.json().code, response.json().field]).toEqual([
      400,
      'VALIDATION_ERROR',
      field,
    ]);
  });

  it('answers what the member itself sees: the statement, the rounds, the lottery orders', async () => {
    const statement = await reader('GET', statementPath('PLAYER01'));
    expect(statement.statusCode).toBe(200);
    const own = await member.call('GET', `/wps/relay/ODSFE2_MemTransDet?${days()}`);
    expect(statement.json().value).toEqual(own.json().value);
    const deposits = await desk('GET', statementPath('player01', `${days()}&type=deposit`));
    expect(deposits.json().value.items.map((row: { amount: string }) => row.amount)).toEqual(['10000']);

    const rounds = await desk('GET', roundsPath());
    expect(rounds.statusCode).toBe(200);
    expect(rounds.json().value).toEqual((await member.call('GET', `/wps/report/bets?${days()}`)).json().value);
    expect(rounds.json().value.items).toMatchObject([{ stake: '300', win: '0', profit: '-300', status: 'settled' }]);

    const orders = await desk('GET', ordersPath());
    expect(orders.statusCode).toBe(200);
    const ownOrders = await member.call('GET', `/lotto/lgw/orders?from=${lotteryDay}&to=${lotteryDay}`);
    expect(orders.json().value).toEqual(ownOrders.json().value);
    expect(orders.json().value.items).toMatchObject([{ gameCode: 'SSC1M', total: '2000', status: 'active' }]);
  });
});
