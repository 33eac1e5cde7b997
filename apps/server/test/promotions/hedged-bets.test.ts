import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointConfigs, vipLevels } from '../../src/db/schema/index.js';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import { upsertMission } from '../../src/modules/missions/missions.repository.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { addLotteryGame, runScheduler } from '../lottery/lottery-fixtures.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addSlotAndLive } from './play-setup.js';

// Issue 22, finding 4: a fully hedged bet (big + small + odd + even on one SSC sum) moved no money but
// counted its whole stake as valid bet, so it played a $20 bonus through for $1.58 and earned rebate,
// points, mission progress, VIP progress and team figures. Valid bet is now what a bet won or lost, at
// most its stake (db/functions/valid_bet_of.sql), judged per casino round and per member and lottery issue.
// Wednesday 25 November 2026, 11:00:30 in Europe/Malta.
const clock = manualClock(Date.parse('2026-11-25T10:00:30Z'));
const day = '2026-11-25';
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
let liveGame: bigint;
const db = () => ctx.database.db;

const welcome = {
  code: 'WELCOME20',
  kind: 'registration',
  title: { EN: 'Twenty dollars to try' },
  terms: { EN: 'Play it once through.' },
  startsAt: new Date(clock.now() - 3_600_000).toISOString(),
  rules: { amount: '2000' },
  turnover: { multiple: 1, base: 'bonus', weights: {} },
};

/** A line of the SSC sum's two-sided play: each option one bet of 2 units x multiple. */
const sumLine = (options: string[], multiple: number) => ({
  playId: 'SSC_SUM_BSOE',
  selection: [options],
  unit: '1',
  multiple,
});

let address = 0;
async function member(username: string) {
  const client = new PortalClient(ctx.app, site.code, `10.94.0.${++address}`);
  await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  const id = await memberIdOf(db(), site.id, username);
  await fundMember(db(), site.id, username, 10_000n);
  return { client, id };
}

async function order(client: PortalClient, gameCode: string, lines: ReturnType<typeof sumLine>[]) {
  const { issueNumber } = (await client.call('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`)).json()
    .value;
  const placed = await client.call(
    'POST',
    '/lotto/lgw/orders/betting',
    { gameCode, issueNumber, lines },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().value.order as { orderNumber: string; total: string };
}

/** Closes sales and enters the official result of the game's open issue: 1+2+3+4+5 = 15, small and odd. */
async function draw(client: PortalClient, gameCode: string) {
  const { issueNumber, closesAt } = (
    await client.call('GET', `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`)
  ).json().value;
  clock.advance(Date.parse(closesAt) - clock.now() + 1000);
  const path = `/wps/operator/lottery/${gameCode}/issues/${issueNumber}/result`;
  const entered = await operator('POST', path, { result: ['1', '2', '3', '4', '5'] });
  expect(entered.statusCode, entered.body).toBe(200);
  clock.advance(1000);
}

/** Everything the member's valid bets feed, as the member and its team see them. */
async function rewardsOf(client: PortalClient, memberId: bigint) {
  const rewards = (await client.call('GET', '/wps/rewards')).json().value;
  const grant = rewards.items.find((item: { promotion: { code: string } }) => item.promotion.code === 'WELCOME20');
  const rebate = (await client.call('GET', '/wps/rebate')).json().value;
  const vip = (await client.call('GET', '/wps/vip')).json().value;
  const points = (await client.call('GET', '/wps/relay/MCS2_getPointBalance')).json().value.points;
  const missions = (await client.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).json().value;
  await db().transaction((tx) => foldTeamChanges(tx));
  const team = await db().execute<{ valid_bet: string }>(
    sql`SELECT coalesce(sum(valid_bet), 0)::text AS valid_bet FROM team_play_daily WHERE agent_id = ${memberId}`,
  );
  return {
    turnover: grant.turnover?.done ?? null,
    rebate: rebate.amount,
    vipValidBet: vip.validBet,
    points: String(points),
    mission: missions.daily.missions.find((mission: { code: string }) => mission.code === 'D_LOTT').progress,
    teamValidBet: team.rows[0]!.valid_bet,
  };
}

async function claimWelcome(client: PortalClient) {
  const rewards = (await client.call('GET', '/wps/rewards')).json().value;
  const offered = rewards.items.find((item: { promotion: { code: string } }) => item.promotion.code === 'WELCOME20');
  expect((await client.call('POST', `/wps/rewards/${offered.id}/claim`)).statusCode).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(db());
  await ctx.app.sites.reload();
  // Two official games, drawn by the operator at 12:00 and 13:00.
  for (const [code, at] of [
    ['HEDGE', '12:00'],
    ['SINGLE', '13:00'],
  ]) {
    await addLotteryGame(db(), site.id, {
      code: code!,
      kind: 'SSC',
      source: 'official',
      schedule: { type: 'daily', at },
      closeBeforeSeconds: 60,
    });
  }
  liveGame = (await addSlotAndLive(ctx, 'HEDGE')).LIVE;
  // A 1 % rebate on lottery and live play, a point per 1.00 of valid bet, a daily 10.00 lottery mission.
  await db()
    .insert(vipLevels)
    .values({ siteId: site.id, level: 0, name: 'Member', rebateRates: { LOTT: 100, LIVE: 100 } });
  await db().insert(pointConfigs).values({ siteId: site.id, earnEvery: 100n, pointValue: 1n, minConvert: 10 });
  await upsertMission(db(), site.id, {
    code: 'D_LOTT',
    period: 'daily',
    goal: { kind: 'valid_bet', category: 'LOTT', target: '1000' },
    titles: { EN: 'Lottery 10' },
    reward: '100',
    sortOrder: 1,
  });
  operator = await signInOperator(ctx, site.code, 'hedgeop', [site.id]);
  expect((await operator('POST', '/wps/operator/promotions', welcome)).statusCode).toBe(200);
  await runScheduler(db(), clock.now());
});
afterAll(() => ctx.close());

describe('valid bet is the net exposure', () => {
  it('plays a $20 bonus through by almost nothing with a hedged SSC sum, and earns no rebate, points or progress', async () => {
    const { client, id } = await member('hedger01');
    await claimWelcome(client);
    // The finding's order: big, small, odd and even on the sum at 20.00 each (80.00) ...
    expect((await order(client, 'HEDGE', [sumLine(['BIG', 'SMALL', 'ODD', 'EVEN'], 10)])).total).toBe('8000');
    // ... and the same hedge spread over two more orders of the issue (10.00 on big, 10.00 on small).
    await order(client, 'HEDGE', [sumLine(['BIG'], 5)]);
    await order(client, 'HEDGE', [sumLine(['SMALL'], 5)]);
    await draw(client, 'HEDGE');
    // Small and odd hit at 1.96: 78.40 + 19.60 back of 100.00 staked. The member lost 2.00 and the valid
    // bet is those 2.00 (it was 100.00, the bonus five times over): 2.00 of the 20.00 turnover, a rebate of
    // 1 % of 2.00, two points, 2.00 of the 10.00 mission, 2.00 for the team.
    expect(await rewardsOf(client, id)).toEqual({
      turnover: '200',
      rebate: '2',
      vipValidBet: '200',
      points: '2',
      mission: '200',
      teamValidBet: '200',
    });
    const rewards = (await client.call('GET', '/wps/rewards')).json().value;
    const grant = rewards.items.find((item: { promotion: { code: string } }) => item.promotion.code === 'WELCOME20');
    expect(grant.state).toBe('process');
  });

  it('counts a single-sided bet fully when it loses, and by its net win when it wins', async () => {
    const loser = await member('onesided01');
    await claimWelcome(loser.client);
    const winner = await member('onesided02');
    await claimWelcome(winner.client);
    // 20.00 on big (lost: the sum is 15) and 50.00 on small (won 98.00, 48.00 net).
    await order(loser.client, 'SINGLE', [sumLine(['BIG'], 10)]);
    await order(winner.client, 'SINGLE', [sumLine(['SMALL'], 25)]);
    await draw(loser.client, 'SINGLE');
    expect(await rewardsOf(loser.client, loser.id)).toEqual({
      turnover: '2000',
      rebate: '20',
      vipValidBet: '2000',
      points: '20',
      mission: '1000',
      teamValidBet: '2000',
    });
    expect(await rewardsOf(winner.client, winner.id)).toEqual({
      turnover: '2000', // met: a bonus played through shows its requirement
      rebate: '48',
      vipValidBet: '4800',
      points: '48',
      mission: '1000',
      teamValidBet: '4800',
    });
  });

  it('counts a hedged casino round (banker and player on one hand) by what it netted, and a push as nothing', async () => {
    const { client, id } = await member('tablehedge01');
    await claimWelcome(client);
    const round = async (ref: string, stake: bigint, win: bigint) =>
      db().execute(sql`
        INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
        VALUES (${site.id}, ${id}, ${liveGame}, 'test', ${ref}, 'real', ${stake}, ${win}, 'settled', ${new Date(clock.now())})`);
    // 10.00 on banker and 10.00 on player: banker wins at 0.95, 19.50 back of 20.00.
    await round('hedge-baccarat-1', 2000n, 1950n);
    // A tie pushes both sides: the stake comes back.
    await round('hedge-baccarat-2', 2000n, 2000n);
    // A single 5.50 bet lost counts whole.
    await round('single-baccarat-3', 550n, 0n);
    expect(await rewardsOf(client, id)).toMatchObject({
      turnover: '600',
      rebate: '6',
      vipValidBet: '600',
      points: '6',
      teamValidBet: '600',
    });
  });
});

describe('the record of play and the rounds agree', () => {
  it('keeps a round valid bet as it settles, wins again and is rolled back, and play_daily sums the rounds', async () => {
    const { id } = await member('seamless01');
    const at = new Date(clock.now());
    await db().execute(sql`
      INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, status, created_at)
      VALUES (${site.id}, ${id}, ${liveGame}, 'test', 'open-1', 'real', 1000, 'open', ${at})`);
    const figure = async () =>
      (
        await db().execute<{ round: string; daily: string }>(sql`
          SELECT (SELECT valid_bet FROM game_rounds WHERE round_ref = 'open-1')::text AS round,
                 (SELECT coalesce(sum(valid_bet), 0) FROM play_daily WHERE member_id = ${id} AND day = ${day})::text AS daily`)
      ).rows[0];
    expect(await figure()).toEqual({ round: '0', daily: '0' });
    await db().execute(
      sql`UPDATE game_rounds SET win = 400, status = 'settled', settled_at = ${at} WHERE round_ref = 'open-1'`,
    );
    expect(await figure()).toEqual({ round: '600', daily: '600' });
    await db().execute(sql`UPDATE game_rounds SET win = win + 1200 WHERE round_ref = 'open-1'`);
    expect(await figure()).toEqual({ round: '600', daily: '600' });
    await db().execute(sql`UPDATE game_rounds SET win = win - 500 WHERE round_ref = 'open-1'`);
    expect(await figure()).toEqual({ round: '100', daily: '100' });
    await db().execute(sql`UPDATE game_rounds SET status = 'rolled_back' WHERE round_ref = 'open-1'`);
    expect(await figure()).toEqual({ round: '0', daily: '0' });
  });

  it('splits an issue figure over the orders by stake, adding up exactly', async () => {
    const rows = await db().execute<{ member: string; stake: string; valid: string }>(sql`
      SELECT m.username AS member, sum(r.stake)::text AS stake, sum(r.valid_bet)::text AS valid
      FROM game_rounds r JOIN members m ON m.id = r.member_id
      WHERE r.provider_code = 'lottery' GROUP BY m.username ORDER BY m.username`);
    expect(rows.rows).toEqual([
      { member: 'hedger01', stake: '10000', valid: '200' },
      { member: 'onesided01', stake: '2000', valid: '2000' },
      { member: 'onesided02', stake: '5000', valid: '4800' },
    ]);
    const orders = await db().execute<{ stake: string; valid: string }>(sql`
      SELECT r.stake::text AS stake, r.valid_bet::text AS valid FROM game_rounds r JOIN members m ON m.id = r.member_id
      WHERE m.username = 'hedger01' ORDER BY r.id`);
    // 2.00 over 80.00, 10.00 and 10.00 by stake.
    expect(orders.rows).toEqual([
      { stake: '8000', valid: '160' },
      { stake: '1000', valid: '20' },
      { stake: '1000', valid: '20' },
    ]);
  });
});
