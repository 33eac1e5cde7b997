import { createHash, randomUUID } from 'node:crypto';
import { operatorLotteryPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addLotteryGame, runScheduler } from './lottery-fixtures.js';

// Issue 25 "Games": the console lists a site's lottery games and each game's issues, newest first, with their
// status at the server's time, result, seeds (a house seed only once drawn) and what was bet on them.
// Wednesday 25 November 2026, 17:00:30 in Europe/Malta.
const clock = manualClock(Date.parse('2026-11-25T16:00:30Z'));
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let owner: OperatorCall;
let risk: OperatorCall;
let finance: OperatorCall;

const issuesPath = (gameCode: string, query: Record<string, string> = {}) =>
  `${operatorLotteryPaths.issues.replace(':gameCode', gameCode)}?${new URLSearchParams(query)}`;
const open = async (gameCode: string) =>
  (await member.call('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`)).json().value;
const bet = (gameCode: string, issueNumber: string, lines: Record<string, unknown>[]) =>
  member.call(
    'POST',
    '/lotto/lgw/orders/betting',
    { gameCode, issueNumber, lines },
    { 'idempotency-key': randomUUID() },
  );
const specialNumber = (number: string) => ({
  playId: 'LHC_SPECIAL_NUMBER',
  selection: [[number]],
  unit: '1',
  multiple: 1,
});
const firstDigit = { playId: 'SSC_FIXED_POSITION', selection: [['3'], [], [], [], []], unit: '1', multiple: 1 };
interface IssueView {
  issueNumber: string;
  status: string;
  result: string[] | null;
  commitment: string | null;
  serverSeed: string | null;
}
const issueIn = (answer: { json(): { value: { items: IssueView[] } } }, number: string) =>
  answer.json().value.items.find((item) => item.issueNumber === number);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await addLotteryGame(ctx.database.db, site.id, { code: 'HOUSE1M', kind: 'SSC' });
  // Official, Tuesday, Thursday and Saturday at 17:30, sales closing 15 minutes before.
  await addLotteryGame(ctx.database.db, site.id, {
    code: 'SIXES',
    kind: 'LHC',
    source: 'official',
    schedule: { type: 'daily', at: '17:30', days: [2, 4, 6] },
    closeBeforeSeconds: 900,
  });
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code, '10.92.0.1');
  await member.register({ username: 'issues01', password: 'secret12', confirmPassword: 'secret12' });
  await fundMember(ctx.database.db, site.id, 'issues01', 1_000_00n);
  owner = await signInOperator(ctx, site.code, 'issues-owner', [site.id]);
  risk = await signInOperator(ctx, site.code, 'issues-risk', [site.id], 'risk');
  finance = await signInOperator(ctx, site.code, 'issues-finance', [site.id], 'finance');
  await runScheduler(ctx.database.db, clock.now());
});
afterAll(() => ctx.close());

describe('GET /wps/operator/lottery/games and /:gameCode/issues', () => {
  it('401 without a session, 403 to finance, 400 naming a bad filter, 404 for a game not of the site', async () => {
    for (const url of [operatorLotteryPaths.games, issuesPath('SIXES')]) {
      const anonymous = await ctx.app.inject({ method: 'GET', url, headers: { merchant: site.code } });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const refused = await finance('GET', url);
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    const status = await risk('GET', issuesPath('SIXES', { status: 'drawn' }));
    expect([status.statusCode, status.json().field]).toEqual([400, 'query.status']);
    const size = await risk('GET', issuesPath('SIXES', { pageSize: '1000' }));
    expect([size.statusCode, size.json().field]).toEqual([400, 'query.pageSize']);
    const number = await risk('GET', issuesPath('SIXES', { number: '2026%' }));
    expect([number.statusCode, number.json().field]).toEqual([400, 'query.number']);
    const missing = await risk('GET', issuesPath('NOSUCH'));
    expect([missing.statusCode, missing.json().field]).toEqual([404, 'params.gameCode']);
  });

  it("lists the site's games with who draws them and the shape of a result", async () => {
    const games = (await risk('GET', operatorLotteryPaths.games)).json().value;
    expect(games.map((game: { gameCode: string }) => game.gameCode)).toEqual(['HOUSE1M', 'SIXES']);
    expect(games[1]).toMatchObject({
      name: 'SIXES game',
      kind: 'LHC',
      layout: null,
      source: 'official',
      closeBeforeSeconds: 900,
      currency: 'USD',
      resultFormat: { lengths: [2, 2, 2, 2, 2, 2, 2], max: 49, distinct: true },
    });
    expect(games[0]).toMatchObject({ source: 'house', resultFormat: { lengths: [1, 1, 1, 1, 1], max: null } });
  });

  it("answers an official game's issues newest first, with its bets, through closed, awaiting and settled", async () => {
    const { issueNumber, closesAt, drawAt } = await open('SIXES');
    expect(issueNumber).toBe('20261126');
    expect((await bet('SIXES', issueNumber, [specialNumber('07'), specialNumber('08')])).statusCode).toBe(200);
    const listed = await risk('GET', issuesPath('SIXES'));
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json().value;
    expect(page.items.map((item: { issueNumber: string }) => item.issueNumber)).toEqual([
      '20261201',
      '20261128',
      '20261126',
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(issueIn(listed, issueNumber)).toEqual({
      issueNumber,
      closesAt,
      drawAt,
      status: 'open',
      result: null,
      settledAt: null,
      voidReason: null,
      commitment: null,
      serverSeed: null,
      orders: 1,
      lines: 2,
      waitingLines: 2,
      stake: '400',
      paid: '0',
    });

    clock.advance(Date.parse(closesAt) - clock.now() + 1000);
    const closed = await risk('GET', issuesPath('SIXES', { status: 'closed' }));
    expect(closed.json().value).toMatchObject({ total: 1, items: [{ issueNumber, status: 'closed' }] });
    clock.advance(Date.parse(drawAt) - clock.now() + 1000);
    const awaiting = await risk('GET', issuesPath('SIXES', { status: 'awaiting' }));
    expect(awaiting.json().value).toMatchObject({ total: 1, items: [{ issueNumber, status: 'awaiting' }] });

    const result = ['01', '02', '03', '04', '05', '06', '07'];
    const entered = await owner('POST', `/wps/operator/lottery/SIXES/issues/${issueNumber}/result`, { result });
    expect(entered.statusCode, entered.body).toBe(200);
    const settled = await risk('GET', issuesPath('SIXES', { status: 'settled' }));
    // The special number 07 paid 96.04 on its 2.00; 08 lost.
    expect(settled.json().value.items).toEqual([
      expect.objectContaining({ issueNumber, status: 'settled', result, waitingLines: 0, paid: '9604' }),
    ]);
    expect(issueIn(settled, issueNumber)).toHaveProperty('settledAt', new Date(clock.now()).toISOString());
    expect((await risk('GET', issuesPath('SIXES', { status: 'open' }))).json().value.total).toBe(2);
  });

  it("shows a house issue's commitment from the start and its seed only once drawn, the one it committed to", async () => {
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber, drawAt } = await open('HOUSE1M');
    expect((await bet('HOUSE1M', issueNumber, [firstDigit])).statusCode).toBe(200);
    const before = issueIn(await risk('GET', issuesPath('HOUSE1M', { number: issueNumber })), issueNumber);
    expect(before).toMatchObject({ status: 'open', serverSeed: null, result: null, orders: 1, stake: '200' });
    expect(before?.commitment).toMatch(/^[0-9a-f]{64}$/);

    clock.advance(Date.parse(drawAt) - clock.now() + 1000);
    await runScheduler(ctx.database.db, clock.now());
    const after = issueIn(await risk('GET', issuesPath('HOUSE1M', { number: issueNumber })), issueNumber);
    expect(after?.status).toBe('settled');
    expect(after?.result).toHaveLength(5);
    const seed = Buffer.from(after?.serverSeed ?? '', 'hex');
    expect(seed).toHaveLength(32);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(after?.commitment);
  });

  it('pages with the count of everything that matches, and shows why an issue was voided', async () => {
    const { issueNumber, closesAt } = await open('SIXES');
    clock.advance(Date.parse(closesAt) - clock.now() + 1000);
    const voided = await owner('POST', `/wps/operator/lottery/SIXES/issues/${issueNumber}/void`, {
      reason: 'no draw held',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const second = (await risk('GET', issuesPath('SIXES', { page: '2', pageSize: '1' }))).json().value;
    expect(second).toMatchObject({ page: 2, pageSize: 1 });
    expect(second.total).toBeGreaterThanOrEqual(3);
    const gone = (await risk('GET', issuesPath('SIXES', { status: 'void' }))).json().value;
    expect(gone.items).toEqual([
      expect.objectContaining({ issueNumber, status: 'void', voidReason: 'no draw held', result: null, lines: 0 }),
    ]);
    const past = (await risk('GET', issuesPath('SIXES', { page: '99' }))).json().value;
    expect(past).toMatchObject({ items: [], total: second.total, page: 99 });
  });
});
