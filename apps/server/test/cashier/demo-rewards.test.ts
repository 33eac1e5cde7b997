import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralSettings, vipLevels } from '../../src/db/schema/index.js';
import { upsertMission } from '../../src/modules/missions/missions.repository.js';
import { createTestApp, type TestContext } from '../harness.js';
import { testMissions } from '../missions/missions-setup.js';
import { addSlotAndLive } from '../promotions/play-setup.js';
import { registered, rulesWithReferral } from '../referral/referral-setup.js';
import { type Member, MoneyWorld } from './exit-setup.js';

// Issue 22, finding 2: money from the demo channel (credited at once, paid by nobody) qualifies for
// nothing real: no deposit match, no deposit mission, no referral reward, no VIP progress, no cashback.
let ctx: TestContext;
let world: MoneyWorld;
let slot: bigint;
let seq = 0;
const db = () => ctx.database.db;

/** A settled round of the record of play: `stake` lost, `daysAgo` days back. */
async function lostRound(member: { id: bigint }, stake: bigint, daysAgo = 0) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${world.site.id}, ${member.id}, ${slot}, 'test', ${`demo-rw-${seq++}`}, 'real', ${stake}, 0, 'settled',
            now() - make_interval(days => ${daysAgo}))`);
}
const missions = async (member: Member) =>
  (await member.client.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).json().value.daily.missions as {
    code: string;
    progress: string;
    state: string;
  }[];

beforeAll(async () => {
  ctx = await createTestApp();
  world = new MoneyWorld(ctx, { now: Date.now });
  await world.prepare('demorwop', rulesWithReferral());
  slot = (await addSlotAndLive(ctx, 'DRW')).RNG;
  const siteId = world.site.id;
  await upsertMission(db(), siteId, testMissions.find((mission) => mission.code === 'D_DEPOSIT')!);
  await db()
    .insert(vipLevels)
    .values([
      { siteId, level: 0, name: 'Member', rebateRates: {} },
      { siteId, level: 1, name: 'Silver', minDeposits: 100_00n, minValidBet: 0n, rebateRates: {} },
    ]);
  await db()
    .insert(referralSettings)
    .values({ siteId, reward: 5_00n, minDeposit: 10_00n, withinDays: 7, monthlyCap: 5 });
  const cashback = await world.operator('POST', '/wps/operator/promotions', {
    code: 'CASHBACK',
    kind: 'cashback',
    title: { EN: 'Cashback' },
    terms: { EN: 'Ten percent of yesterday.' },
    startsAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    rules: { percent: 1000, cap: '100000', frequency: 'daily' },
    turnover: { multiple: 1, base: 'bonus' },
  });
  expect(cashback.statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('demo money qualifies for nothing real', () => {
  it('demo deposit -> first-deposit match -> withdraw: no match; the first real deposit is matched', async () => {
    const member = await world.member('demomatch1');
    expect((await member.client.call('POST', '/wps/promotions/FIRSTDEP/join')).statusCode).toBe(200);
    await world.deposit(member, '200', 'demo');
    expect(await world.reward(member, 'FIRSTDEP')).toMatchObject({ state: 'signed' });
    expect(await world.claim(member, 'FIRSTDEP')).toBeNull();
    expect(await world.balance(member)).toBe(200_00n);
    const withdrawal = await world.withdraw(member, '1');
    expect(withdrawal.json()).toMatchObject({ code: 'DEMO_MONEY_NOT_WITHDRAWABLE', params: { withdrawable: '0' } });
    // A real deposit after it is the member's first: matched.
    await world.deposit(member, '10', 'bank');
    expect(await world.reward(member, 'FIRSTDEP')).toMatchObject({ state: 'claim', bonus: '1000' });
  });

  it('a demo deposit completes no deposit mission and raises no VIP level', async () => {
    const member = await world.member('demomission1');
    await world.deposit(member, '150', 'demo');
    expect((await missions(member)).find((mission) => mission.code === 'D_DEPOSIT')).toMatchObject({
      progress: '0',
      state: 'in_progress',
    });
    expect((await member.client.call('GET', '/wps/vip')).json().value).toMatchObject({ level: 0, deposits: '0' });
    await world.deposit(member, '100', 'bank');
    expect((await missions(member)).find((mission) => mission.code === 'D_DEPOSIT')?.progress).toBe('1');
    expect((await member.client.call('GET', '/wps/vip')).json().value).toMatchObject({ level: 1, deposits: '10000' });
  });

  it('pays no referrer for a friend who deposited only demo money', async () => {
    const referrer = await world.member('demoreferrer1');
    const { code } = (await referrer.client.call('GET', '/wps/referral')).json().value;
    const friend = await registered(ctx, world.site, 'demofriend1', code);
    await world.deposit({ ...friend, bankAccountId: '' }, '100', 'demo');
    await lostRound(friend, 50_00n);
    const [row] = (await referrer.client.call('GET', '/wps/referral/members')).json().value.items;
    expect(row).toMatchObject({ deposited: false, state: 'pending', reward: null });
    expect(await world.balance(referrer)).toBe(0n);
  });

  it('pays no cashback on lost demo money, and on at most the real deposits of a member who took some', async () => {
    const member = await world.member('democashback1');
    await world.deposit(member, '100', 'demo');
    await db().execute(sql`UPDATE deposits SET decided_at = now() - interval '3 days' WHERE member_id = ${member.id}`);
    await lostRound(member, 100_00n, 1);
    expect(await world.reward(member, 'CASHBACK')).toBeUndefined(); // nothing to offer

    const mixed = await world.member('democashback2');
    await world.deposit(mixed, '100', 'demo');
    await world.deposit(mixed, '20', 'bank');
    await db().execute(sql`UPDATE deposits SET decided_at = now() - interval '3 days' WHERE member_id = ${mixed.id}`);
    await lostRound(mixed, 120_00n, 1);
    // Lost 120.00, of which at most the 20.00 deposited for real was real money: 10 % of 20.00.
    expect(await world.reward(mixed, 'CASHBACK')).toMatchObject({ state: 'claim', bonus: '200' });
  });
});
