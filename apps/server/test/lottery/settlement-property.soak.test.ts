import { randomUUID } from 'node:crypto';
import type { DrawShape } from '@portal/lottery';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { soakSized } from '../soak.js';
import { addLotteryGame, lotteryHouseBalance, randomLine, runScheduler, seededRandom } from './lottery-fixtures.js';

const clock = manualClock(Date.parse('2026-11-25T08:00:05Z'));
let ctx: TestContext;
let site: BuiltSite;
const members: PortalClient[] = [];
const games: Record<string, DrawShape> = {
  PSSC: { kind: 'SSC', layout: null },
  P11X5: { kind: '11X5', layout: null },
  PPK10: { kind: 'PK10', layout: null },
  PLHC: { kind: 'LHC', layout: null },
  PLF: { kind: 'LF', layout: null },
  PVN: { kind: 'VN', layout: 'north' },
  PVNS: { kind: 'VN', layout: 'south' },
  PSEA: { kind: 'SEA', layout: null },
};

const balanceOf = async (client: PortalClient) =>
  BigInt((await client.call('GET', '/wps/v2/wallets/balance')).json().value.total);

/** Per member: what the lines of one issue staked and paid back, as the lines record it. */
async function linesOfIssue(gameCode: string, issueNumber: string) {
  const result = await ctx.database.db.execute<{
    member_id: string;
    staked: string;
    back: string;
    waiting: number;
  }>(sql`
    SELECT l.member_id::text, sum(l.stake)::text AS staked, sum(l.payout + l.refund + l.rebate)::text AS back,
      count(*) FILTER (WHERE l.status = 'waiting')::int AS waiting
    FROM lottery_lines l JOIN lottery_issues i ON i.id = l.issue_id JOIN lottery_games g ON g.id = i.lottery_game_id
    WHERE g.code = ${gameCode} AND i.number = ${issueNumber} AND g.site_id = ${site.id}
    GROUP BY l.member_id`);
  return result.rows;
}

/**
 * One betting-record round per order with settled lines on the issue, and what the rounds say (orders,
 * stake at risk, wins, lines) against the same figures summed from the lines.
 */
async function roundsAgainstLines(gameCode: string, issueNumber: string) {
  const result = await ctx.database.db.execute<{ rounds: string; lines: string }>(sql`
    WITH issue AS (
      SELECT i.id, g.game_id FROM lottery_issues i JOIN lottery_games g ON g.id = i.lottery_game_id
      WHERE g.code = ${gameCode} AND i.number = ${issueNumber} AND g.site_id = ${site.id}
    )
    SELECT
      (SELECT concat_ws(' ', count(*), sum(r.stake), sum(r.win), sum((r.outcome ->> 'lines')::int))
       FROM game_rounds r
       WHERE r.provider_code = 'lottery' AND r.site_id = ${site.id} AND r.game_id = (SELECT game_id FROM issue)
         AND r.round_ref LIKE ${`%:${issueNumber}`}) AS rounds,
      (SELECT concat_ws(' ', count(DISTINCT l.order_id), sum(l.stake - l.refund), sum(l.payout), count(*))
       FROM lottery_lines l
       WHERE l.issue_id = (SELECT id FROM issue) AND l.status IN ('won', 'lost', 'push')) AS lines`);
  return result.rows[0]!;
}

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'error' }, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  for (const [code, shape] of Object.entries(games)) {
    await addLotteryGame(ctx.database.db, site.id, { code, kind: shape.kind, layout: shape.layout ?? undefined });
  }
  for (let index = 0; index < 4; index++) {
    const client = new PortalClient(ctx.app, site.code, `10.93.0.${index + 1}`);
    await client.register({ username: `settle0${index}`, password: 'secret12', confirmPassword: 'secret12' });
    await fundMember(ctx.database.db, site.id, `settle0${index}`, 100_000_000_00n);
    members.push(client);
  }
});
afterAll(() => ctx.close());

describe('settlement', () => {
  it('conserves money, pays each line once and records one round per order, for random orders of every kind', {
    timeout: 120_000,
  }, async () => {
    const kindsSettled = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(games)),
        fc.integer(),
        fc.integer({ min: 1, max: 8 }),
        async (gameCode, seed, orderCount) => {
          const random = seededRandom(seed);
          await runScheduler(ctx.database.db, clock.now());
          const open = (await members[0]!.call('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`)).json()
            .value;
          const before = await Promise.all(members.map(balanceOf));
          const houseBefore = await lotteryHouseBalance(ctx.database.db);
          for (let index = 0; index < orderCount; index++) {
            const client = members[Math.floor(random() * members.length)]!;
            const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
              randomLine(games[gameCode]!, random),
            );
            const answer = await client.call(
              'POST',
              '/lotto/lgw/orders/betting',
              { gameCode, issueNumber: open.issueNumber, lines },
              { 'idempotency-key': randomUUID() },
            );
            if (answer.statusCode !== 200) expect(answer.json().code, answer.body).toBe('LOTTERY_PAYOUT_LIMIT');
            else kindsSettled.add(gameCode);
          }
          clock.advance(Date.parse(open.drawAt) - clock.now());
          await runScheduler(ctx.database.db, clock.now());
          const settled = await linesOfIssue(gameCode, open.issueNumber);
          const after = await Promise.all(members.map(balanceOf));
          // A second run pays nothing more.
          await runScheduler(ctx.database.db, clock.now());
          expect(await Promise.all(members.map(balanceOf))).toEqual(after);

          expect(settled.every((row) => row.waiting === 0)).toBe(true);
          const { rounds, lines } = await roundsAgainstLines(gameCode, open.issueNumber);
          expect(rounds).toBe(lines);
          const staked = settled.reduce((sum, row) => sum + BigInt(row.staked), 0n);
          const back = settled.reduce((sum, row) => sum + BigInt(row.back), 0n);
          expect((await lotteryHouseBalance(ctx.database.db)) - houseBefore).toBe(staked - back);
          const moved = after.reduce((sum, balance, index) => sum + balance - before[index]!, 0n);
          expect(moved).toBe(back - staked);
          clock.advance(1000);
        },
      ),
      { numRuns: soakSized(12, 100) },
    );
    // The property held over real orders, of most kinds (the run picks games at random).
    expect(kindsSettled.size).toBeGreaterThanOrEqual(4);
    const ledger = await checkLedger(ctx.database.db);
    expect([ledger.total, ledger.drifted.length, ledger.negative.length, ledger.misstated.length]).toEqual([
      0n,
      0,
      0,
      0,
    ]);
  });
});
