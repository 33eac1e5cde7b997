import { randomUUID } from 'node:crypto';
import { drawResult } from '@portal/lottery';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { soakSized } from '../soak.js';
import {
  addLotteryGame,
  lineTotals,
  lotteryHouseBalance,
  randomLine,
  runScheduler,
  seededRandom,
} from './lottery-fixtures.js';

// Midnight and a second in the site's time zone (Europe/Malta): six hours of the 1-minute game follow, a whole
// day under SOAK=full.
const minutesRun = soakSized(6 * 60, 24 * 60);
const dayStart = Date.parse('2026-11-24T23:00:01Z');
const clock = manualClock(dayStart);
let ctx: TestContext;
let site: BuiltSite;
const members: PortalClient[] = [];

const openIssue = async (client: PortalClient) =>
  (await client.call('GET', '/lotto/lgw/games/opened/numero?gameCode=DAY1M')).json().value;

async function soundLedger() {
  const ledger = await checkLedger(ctx.database.db);
  return [ledger.total, ledger.drifted.length, ledger.negative.length, ledger.misstated.length];
}

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'error' }, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  await addLotteryGame(ctx.database.db, site.id, { code: 'DAY1M', kind: 'SSC' });
  for (let index = 0; index < 6; index++) {
    const client = new PortalClient(ctx.app, site.code, `10.92.0.${index + 1}`);
    await client.register({ username: `dayrun0${index}`, password: 'secret12', confirmPassword: 'secret12' });
    await fundMember(ctx.database.db, site.id, `dayrun0${index}`, 1_000_000_00n);
    members.push(client);
  }
});
let restartedApp: FastifyInstance | null = null;
// The harness closes the app it built; the one started in its place is closed here first.
afterAll(async () => {
  await restartedApp?.close();
  await ctx.close();
});

describe('a day (six hours unless SOAK=full) of 1-minute issues', () => {
  it('draws every issue once, pays every line once, and keeps the ledger sound', { timeout: 240_000 }, async () => {
    const random = seededRandom(20261125);
    let accepted = 0;
    for (let minute = 0; minute < minutesRun; minute++) {
      await runScheduler(ctx.database.db, clock.now());
      if (minute % 4 === 0) {
        const client = members[Math.floor(random() * members.length)]!;
        const { issueNumber } = await openIssue(client);
        const chase =
          random() < 0.3
            ? { issues: 2 + Math.floor(random() * 4), double: random() < 0.5, stopOnWin: random() < 0.5 }
            : undefined;
        const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
          randomLine({ kind: 'SSC', layout: null }, random),
        );
        const answer = await client.call(
          'POST',
          '/lotto/lgw/orders/betting',
          { gameCode: 'DAY1M', issueNumber, lines, ...(chase ? { chase } : {}) },
          { 'idempotency-key': randomUUID() },
        );
        // A random line may promise more than a line may pay (a 5-star direct at unit 1): refused, nothing moved.
        if (answer.statusCode !== 200) expect(answer.json().code, answer.body).toBe('LOTTERY_PAYOUT_LIMIT');
        else accepted++;
      }
      clock.advance(60_000);
    }
    // Let the last chases run out.
    for (let minute = 0; minute < 6; minute++) {
      await runScheduler(ctx.database.db, clock.now());
      clock.advance(60_000);
    }
    await runScheduler(ctx.database.db, clock.now());

    const issues = await ctx.database.db.execute<{ status: string; count: number }>(sql`
      SELECT status, count(*)::int AS count FROM lottery_issues WHERE draw_at <= ${new Date(clock.now())} GROUP BY status`);
    expect(issues.rows).toEqual([{ status: 'settled', count: minutesRun + 6 }]);
    const totals = await lineTotals(ctx.database.db);
    // An order every 4 minutes; a few random lines are refused for their payout limit.
    expect(accepted).toBeGreaterThan((minutesRun / 4) * 0.8);
    expect(totals.waiting).toBe(0);
    // Money in = money back + what the house holds.
    expect(totals.stakes).toBe(totals.paidBack + (await lotteryHouseBalance(ctx.database.db)));
    expect(await soundLedger()).toEqual([0n, 0, 0, 0]);
    // Any issue's result is what its revealed seed draws.
    const sample = await ctx.database.db.execute<{ number: string; server_seed: string; result: string[] }>(sql`
      SELECT number, server_seed, result FROM lottery_issues WHERE status = 'settled' ORDER BY random() LIMIT 20`);
    for (const issue of sample.rows) {
      expect(await drawResult({ kind: 'SSC', layout: null }, 'DAY1M', issue.number, issue.server_seed)).toEqual(
        issue.result,
      );
    }
  });

  it('loses nothing when the server stops between the close of sales and the draw', async () => {
    const client = members[0]!;
    const { issueNumber, closesAt, drawAt } = await openIssue(client);
    const before = await lineTotals(ctx.database.db);
    const line = {
      playId: 'SSC_FIXED_POSITION',
      selection: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []],
      unit: '1',
      multiple: 1,
      group: 1960,
    };
    const placed = await client.call(
      'POST',
      '/lotto/lgw/orders/betting',
      { gameCode: 'DAY1M', issueNumber, lines: [line] },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.statusCode).toBe(200);
    clock.advance(Date.parse(closesAt) - clock.now() + 1);
    await ctx.app.close();
    // A new server on the same database, started after the draw time went by.
    clock.advance(Date.parse(drawAt) - clock.now() + 30_000);
    restartedApp = await buildApp({
      config: testConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'error' }),
      database: ctx.database,
      clock: clock.now,
    });
    await restartedApp.ready();
    await runScheduler(ctx.database.db, clock.now());
    const restarted = new PortalClient(restartedApp, site.code, '10.92.0.1');
    restarted.token = client.token;
    const order = (await restarted.call('GET', '/lotto/lgw/orders/today?gameCode=DAY1M'))
      .json()
      .value.find(
        (candidate: { orderNumber: string }) => candidate.orderNumber === placed.json().value.order.orderNumber,
      );
    expect(order).toMatchObject({ status: 'finished', payout: '1960' });
    const after = await lineTotals(ctx.database.db);
    expect(after.waiting).toBe(0);
    expect(after.stakes - before.stakes).toBe(2000n);
    expect(after.stakes).toBe(after.paidBack + (await lotteryHouseBalance(ctx.database.db)));
    expect(await soundLedger()).toEqual([0n, 0, 0, 0]);
  });
});
