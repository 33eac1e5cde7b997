import { randomUUID } from 'node:crypto';
import { operatorLotteryGamesPaths, operatorLotteryPaths } from '@portal/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lotteryIssues } from '../../src/db/schema/index.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addLotteryGame, runScheduler } from './lottery-fixtures.js';

// Issue 25 "Games": a lottery game's schedule, sales close, on/off, stake and payout limits and prize groups, set
// from the console. Wednesday 25 November 2026, 17:00:30 in Europe/Malta (the test sites' time zone).
const clock = manualClock(Date.parse('2026-11-25T16:00:30Z'));
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let member: PortalClient;
let content: OperatorCall;
let risk: OperatorCall;
let finance: OperatorCall;
let otherContent: OperatorCall;
let gameId: number;

const settingPath = (code: string) => operatorLotteryGamesPaths.setting.replace(':gameCode', code);
/** Every field of a change, as the console sends it: the test changes the ones it is about. */
const change = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  schedule: { type: 'interval', seconds: 60, from: '00:00', to: '24:00' },
  closeBeforeSeconds: 10,
  minStakePerLine: '2',
  maxStakePerLine: '5000000',
  maxPayoutPerLine: '40000000',
  maxPayoutPerIssue: '100000000',
  minGroup: 1800,
  maxGroup: 1960,
  ...overrides,
});
const open = (code = 'TUNED') => member.call('GET', `/lotto/lgw/games/opened/numero?gameCode=${code}`);
/** A line on the first digit: stakes 2.00 x multiple, pays 19.60 x multiple. */
const firstDigit = (multiple: number) => ({
  playId: 'SSC_FIXED_POSITION',
  selection: [['3'], [], [], [], []],
  unit: '1',
  multiple,
});
const bet = (issueNumber: string, multiple: number) =>
  member.call(
    'POST',
    '/lotto/lgw/orders/betting',
    { gameCode: 'TUNED', issueNumber, lines: [firstDigit(multiple)] },
    { 'idempotency-key': randomUUID() },
  );
const issuesAfter = (at: Date) =>
  ctx.database.db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, gameId), gt(lotteryIssues.drawAt, at)))
    .orderBy(asc(lotteryIssues.drawAt));

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  gameId = (await addLotteryGame(ctx.database.db, site.id, { code: 'TUNED', kind: 'SSC' })).id;
  await addLotteryGame(ctx.database.db, other.id, { code: 'ELSEWHERE', kind: 'SSC' });
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code, '10.93.0.1');
  await member.register({ username: 'tuned01', password: 'secret12', confirmPassword: 'secret12' });
  await fundMember(ctx.database.db, site.id, 'tuned01', 1_000_00n);
  content = await signInOperator(ctx, site.code, 'tuned-content', [site.id], 'content');
  risk = await signInOperator(ctx, site.code, 'tuned-risk', [site.id], 'risk');
  finance = await signInOperator(ctx, site.code, 'tuned-finance', [site.id], 'finance');
  otherContent = await signInOperator(ctx, other.code, 'tuned-other', [other.id], 'content');
  await runScheduler(ctx.database.db, clock.now());
});
afterAll(() => ctx.close());

describe('GET and PUT /wps/operator/lottery/game-settings', () => {
  it('401 without a session, 403 to finance (and risk writing), 404 for another site’s game', async () => {
    for (const [method, url] of [
      ['GET', operatorLotteryGamesPaths.settings],
      ['PUT', settingPath('TUNED')],
    ] as const) {
      const anonymous = await ctx.app.inject({ method, url, headers: { merchant: site.code }, payload: change() });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      const refused = await finance(method, url, change());
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    expect((await risk('PUT', settingPath('TUNED'), change())).statusCode).toBe(403);
    expect((await risk('GET', operatorLotteryGamesPaths.settings)).statusCode).toBe(200);
    // An operator of the other site: on this site's console it is refused; on its own, this game is not there.
    const elsewhere = await otherContent('PUT', settingPath('TUNED'), change(), { merchant: site.code });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([403, 'FORBIDDEN']);
    const missing = await otherContent('PUT', settingPath('TUNED'), change());
    expect([missing.statusCode, missing.json().field]).toEqual([404, 'params.gameCode']);
    const theirs = (await otherContent('GET', operatorLotteryGamesPaths.settings)).json().value;
    expect(theirs.map((game: { gameCode: string }) => game.gameCode)).toEqual(['ELSEWHERE']);
  });

  it('400 naming the field at fault', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ closeBeforeSeconds: 'soon' }, 'body.closeBeforeSeconds'],
      [{ closeBeforeSeconds: 60 }, 'body.closeBeforeSeconds'],
      [{ schedule: { type: 'interval', seconds: 5, from: '00:00', to: '24:00' } }, 'body.schedule.seconds'],
      [{ schedule: { type: 'interval', seconds: 60, from: '10:00', to: '09:00' } }, 'body.schedule.to'],
      [{ schedule: { type: 'daily', at: '25:00', days: [1] } }, 'body.schedule.at'],
      [{ maxStakePerLine: '1.5' }, 'body.maxStakePerLine'],
      [{ minStakePerLine: '500', maxStakePerLine: '100' }, 'body.maxStakePerLine'],
      [{ maxPayoutPerLine: '200000000' }, 'body.maxPayoutPerLine'],
      [{ minGroup: 1990, maxGroup: 1950 }, 'body.maxGroup'],
      [{ maxGroup: 2100 }, 'body.maxGroup'],
      // Draws counted from 00:10 would number today's next draws as issues already listed (20261125-1027…).
      [{ schedule: { type: 'interval', seconds: 60, from: '00:10', to: '24:00' } }, 'body.schedule'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await content('PUT', settingPath('TUNED'), change(overrides));
      expect([field, answer.statusCode, answer.json().field]).toEqual([field, 400, field]);
    }
  });

  it('reads every game with the values in force (the currency’s defaults where none is set)', async () => {
    const [game] = (await risk('GET', operatorLotteryGamesPaths.settings)).json().value;
    expect(game).toMatchObject({
      gameCode: 'TUNED',
      kind: 'SSC',
      source: 'house',
      enabled: true,
      schedule: { type: 'interval', seconds: 60, from: '00:00', to: '24:00' },
      closeBeforeSeconds: 10,
      minStakePerLine: '2',
      maxStakePerLine: '5000000',
      maxPayoutPerIssue: '100000000',
      minGroup: 1800,
      maxGroup: 1960,
      unitPrice: '100',
      currency: 'USD',
      timeZone: 'Europe/Malta',
    });
    expect(Date.parse(game.listedUntil)).toBeGreaterThan(clock.now());
  });

  it('applies a new schedule to issues listed after it, audited; the listed ones keep their times', async () => {
    const listed = await issuesAfter(new Date(clock.now()));
    const listedUntil = listed.at(-1)!.drawAt;
    const saved = await content(
      'PUT',
      settingPath('TUNED'),
      change({ schedule: { type: 'interval', seconds: 300, from: '00:00', to: '24:00' }, closeBeforeSeconds: 45 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ closeBeforeSeconds: 45, schedule: { seconds: 300 } });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'lottery.settings'));
    expect(entry).toMatchObject({ siteId: site.id, subject: 'lottery:TUNED' });
    expect(entry!.details).toMatchObject({
      before: { closeBeforeSeconds: 10, schedule: { seconds: 60 } },
      after: { closeBeforeSeconds: 45, schedule: { seconds: 300 } },
    });
    expect(typeof (entry!.details as { ip?: unknown }).ip).toBe('string');

    clock.advance(10 * 60_000);
    await runScheduler(ctx.database.db, clock.now());
    const after = await issuesAfter(new Date(Date.parse('2026-11-25T16:00:30Z')));
    // The issues listed before the change are there with their one-minute times and 10-second close.
    for (const issue of listed) {
      const same = after.find((candidate) => candidate.number === issue.number)!;
      expect([same.drawAt, same.closesAt]).toEqual([issue.drawAt, issue.closesAt]);
    }
    const added = after.filter((issue) => issue.drawAt > listedUntil);
    expect(added.length).toBeGreaterThan(0);
    for (const issue of added) {
      expect([issue.number, issue.drawAt.getTime() % 300_000]).toEqual([issue.number, 0]);
      expect(issue.drawAt.getTime() - issue.closesAt.getTime()).toBe(45_000);
    }
  });

  it('a lowered stake limit and payout cap refuse the next order above them, also under a parallel burst', async () => {
    clock.advance(30 * 60_000);
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber } = (await open()).json().value;
    expect((await bet(issueNumber, 3)).statusCode).toBe(200);
    const lowered = change({
      schedule: { type: 'interval', seconds: 300, from: '00:00', to: '24:00' },
      closeBeforeSeconds: 45,
      maxStakePerLine: '1000',
      maxPayoutPerLine: '5000',
      maxPayoutPerIssue: '9000',
    });
    expect((await content('PUT', settingPath('TUNED'), lowered)).statusCode).toBe(200);
    const stake = await bet(issueNumber, 6);
    expect([stake.statusCode, stake.json().code, stake.json().params.max]).toEqual([400, 'AMOUNT_INVALID', '1000']);
    const line = await bet(issueNumber, 3);
    expect([line.statusCode, line.json().code, line.json().params.max]).toEqual([400, 'LOTTERY_PAYOUT_LIMIT', '5000']);

    // On a new issue each order could pay 19.60 x 2 = 39.20: two fit under the cap of 90.00, a third does not.
    const { issueNumber: next } = await (async () => {
      clock.advance(5 * 60_000);
      await runScheduler(ctx.database.db, clock.now());
      return (await open()).json().value;
    })();
    expect(next).not.toBe(issueNumber);
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(next, 2)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json());
    expect(refused.every((answer) => answer.code === 'LOTTERY_PAYOUT_LIMIT' && answer.params.max === '9000')).toBe(
      true,
    );
  });

  it('a disabled game lists no new issue and sells nothing, but draws what it listed; the console still shows it', async () => {
    // On the next issue, under the last test's limits: one order of 19.60 fits.
    clock.advance(5 * 60_000);
    await runScheduler(ctx.database.db, clock.now());
    const { issueNumber } = (await open()).json().value;
    const placed = await bet(issueNumber, 1);
    expect(placed.statusCode, placed.body).toBe(200);
    const off = await content('PUT', settingPath('TUNED'), change({ enabled: false }));
    expect([off.statusCode, off.json().value.enabled]).toEqual([200, false]);
    const refused = await bet(issueNumber, 1);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'LOTTERY_SALES_CLOSED']);
    const listedUntil = (await issuesAfter(new Date(clock.now()))).at(-1)!.drawAt;
    clock.advance(60 * 60_000);
    await runScheduler(ctx.database.db, clock.now());
    expect(await issuesAfter(listedUntil)).toEqual([]);
    // Its page stays and says sales are closed; the lobby lists it no more.
    const closed = await open();
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'LOTTERY_SALES_CLOSED']);
    expect((await member.call('GET', '/lotto/lgw/draw/TUNED')).statusCode).toBe(200);
    const lobby = await member.call('GET', '/lotto/lgw/games');
    expect(lobby.statusCode).toBe(200);
    expect(JSON.stringify(lobby.json().value)).not.toContain('TUNED');
    // The issue the member bet on was drawn and settled all the same, and the console still reads its issues.
    const [drawn] = await ctx.database.db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.lotteryGameId, gameId), eq(lotteryIssues.number, issueNumber)));
    expect(drawn!.status).toBe('settled');
    const issues = await risk(
      'GET',
      `${operatorLotteryPaths.issues.replace(':gameCode', 'TUNED')}?number=${issueNumber}`,
    );
    expect([issues.statusCode, issues.json().value.items[0]?.status]).toEqual([200, 'settled']);
    const games = (await risk('GET', operatorLotteryPaths.games)).json().value;
    expect(games.map((game: { gameCode: string }) => game.gameCode)).toEqual(['TUNED']);
    const [game] = (await risk('GET', operatorLotteryGamesPaths.settings)).json().value;
    expect([game.gameCode, game.enabled]).toEqual(['TUNED', false]);
  });
});
