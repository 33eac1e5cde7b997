import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertMission } from '../../src/modules/missions/missions.repository.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { MissionWorld, testMissions } from './missions-setup.js';

// Missions (issue 13): progress from the record of play and the cashier within the site-local day and
// week (Ho Chi Minh City, UTC+7), a reward paid once per period however many claims race, refusals in
// the order 401, 403, 404, 400, 409.
const clock = manualClock(Date.parse('2026-11-25T16:30:00Z')); // 23:30 on Wednesday, local
const at = (iso: string) => new Date(iso);
let ctx: TestContext;
let site: BuiltSite;
let world: MissionWorld;
let operator: OperatorCall;
const summaryUrl = '/wps/relay/MCSFE_getMissionSummaryDetails';
const db = () => ctx.database.db;

async function member(username: string) {
  const client = new PortalClient(ctx.app, site.code);
  await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  return { client, id: await memberIdOf(db(), site.id, username) };
}
const summary = async (client: PortalClient) => (await client.call('GET', summaryUrl)).json().value;
const byCode = (value: { daily: { missions: unknown[] }; weekly: { missions: unknown[] } }) =>
  Object.fromEntries(
    [...value.daily.missions, ...value.weekly.missions].map((mission) => {
      const { code, progress, state } = mission as { code: string; progress: string; state: string };
      return [code, `${progress} ${state}`];
    }),
  );
const balance = async (client: PortalClient) =>
  (await client.call('GET', '/wps/v2/wallets/balance')).json().value.total as string;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(db(), { site: { timeZone: 'Asia/Ho_Chi_Minh' } });
  await ctx.app.sites.reload();
  world = new MissionWorld(ctx, site);
  await world.prepare('MSN', testMissions);
  operator = await signInOperator(ctx, site.code, 'missionop', [site.id]);
});
afterAll(() => ctx.close());

describe('missions', () => {
  it('refuse without a session, a trial user, another site’s mission, and bad input naming the field', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    for (const [method, url] of [
      ['GET', summaryUrl],
      ['GET', '/wps/relay/MCSFE_getMissionLeaderboard'],
      ['POST', '/wps/missions/1/claim'],
    ] as const) {
      expect((await anonymous.call(method, url)).statusCode, url).toBe(401);
    }
    const trial = new PortalClient(ctx.app, site.code, '10.77.0.1');
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    expect((await trial.call('GET', summaryUrl)).json().code).toBe('TRIAL_ACCOUNT');
    expect((await trial.call('POST', '/wps/missions/1/claim')).statusCode).toBe(403);

    const other = await buildSite(db());
    await upsertMission(db(), other.id, { ...testMissions[0]!, code: 'OTHER_SITE' });
    const [foreign] = (await db().execute(sql`SELECT id::text FROM missions WHERE site_id = ${other.id}`)).rows as {
      id: string;
    }[];
    const { client } = await member('refused01');
    const response = await client.call('POST', `/wps/missions/${foreign!.id}/claim`);
    expect([response.statusCode, response.json().field]).toEqual([404, 'params.id']);
    const badId = await client.call('POST', '/wps/missions/abc/claim');
    expect([badId.statusCode, badId.json().field]).toEqual([400, 'params.id']);
    const badPeriod = await client.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard?period=monthly');
    expect([badPeriod.statusCode, badPeriod.json().field]).toEqual([400, 'query.period']);
  });

  it('counts rounds, valid bets, deposits and lottery issues in the site-local day and week', async () => {
    const { client, id } = await member('progress01');
    await world.round(id, 'RNG', 400n, at('2026-11-24T16:50:00Z')); // Tuesday: the week, not the day
    await world.round(id, 'RNG', 600n, at('2026-11-25T16:10:00Z'));
    await world.round(id, 'LIVE', 500n, at('2026-11-25T16:20:00Z'));
    await world.round(id, 'RNG', 300n, at('2026-11-25T16:25:00Z'), 300n); // a push: a round, no valid bet
    await world.round(id, 'RNG', 800n, at('2026-11-25T17:05:00Z')); // Thursday, local: not yet played
    await world.deposit(client, operator, at('2026-11-24T16:59:00Z')); // Tuesday: not today
    await world.lotteryOrder(id, ['20261125-001', '20261125-002'], at('2026-11-23T02:00:00Z'));
    await world.lotteryOrder(id, ['20261122-001'], at('2026-11-22T16:59:00Z')); // Sunday: last week

    const wednesday = await summary(client);
    expect(byCode(wednesday)).toEqual({
      D_ROUNDS: '2 completed',
      D_SLOT: '600 in_progress',
      D_DEPOSIT: '0 in_progress',
      W_LOTTERY: '2 completed',
      W_SLOT: '1000 in_progress',
    });
    expect(wednesday.claimable).toBe(2);
    expect([wednesday.daily.end, wednesday.weekly.start, wednesday.weekly.end]).toEqual([
      '2026-11-25T17:00:00.000Z',
      '2026-11-22T17:00:00.000Z',
      '2026-11-29T17:00:00.000Z',
    ]);
    expect((await client.call('POST', `/wps/missions/${idOf(wednesday, 'D_ROUNDS')}/claim`)).statusCode).toBe(200);

    clock.advance(40 * 60_000); // 00:10 on Thursday, local
    await client.login('progress01', 'secret12');
    await world.deposit(client, operator, at('2026-11-25T17:08:00Z'));
    const thursday = await summary(client);
    expect(byCode(thursday)).toEqual({
      D_ROUNDS: '1 in_progress', // yesterday's claim does not hold today
      D_SLOT: '800 in_progress',
      D_DEPOSIT: '1 completed',
      W_LOTTERY: '2 completed',
      W_SLOT: '1800 in_progress',
    });
  });

  it('pays a completed mission once under a parallel burst, and refuses what is not complete', async () => {
    const { client, id } = await member('burst01');
    const before = BigInt(await balance(client));
    await world.round(id, 'RNG', 1200n, new Date(clock.now() - 60_000));
    const state = await summary(client);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => client.call('POST', `/wps/missions/${idOf(state, 'D_SLOT')}/claim`)),
    );
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refusal = claims.find((response) => response.statusCode === 409)!.json();
    expect([refusal.code, refusal.field, refusal.params.state]).toEqual([
      'REWARD_NOT_CLAIMABLE',
      'params.id',
      'claimed',
    ]);
    expect(BigInt(await balance(client)) - before).toBe(200n);
    const entries = await db().execute(
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key LIKE ${`mission:${idOf(state, 'D_SLOT')}:%:${id}`}`,
    );
    expect((entries.rows[0] as { n: number }).n).toBe(1);
    const after = await summary(client);
    expect(byCode(after).D_SLOT).toBe('1000 claimed');

    const early = await client.call('POST', `/wps/missions/${idOf(state, 'W_SLOT')}/claim`);
    expect([early.statusCode, early.json().field, early.json().params.state]).toEqual([
      409,
      'params.id',
      'in_progress',
    ]);
    expect(BigInt(await balance(client)) - before).toBe(200n);
  });
});

function idOf(value: { daily: { missions: unknown[] }; weekly: { missions: unknown[] } }, code: string): string {
  const all = [...value.daily.missions, ...value.weekly.missions] as { id: string; code: string }[];
  return all.find((mission) => mission.code === code)!.id;
}
