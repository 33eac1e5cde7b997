import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StakeWorld } from './demo-stake-setup.js';

// Issue 22, findings 2 and 4: demo money (credited by the demo channel, paid by nobody) qualifies for nothing
// real, but a bet made with it counted as valid bet, which drives turnover, rebate, points, missions, VIP
// progress, referral rewards, agent contracts and the team figures. A stake's real part is now decided when it
// is debited (the main balance before it less the demo money credited, as losses count against real money
// first) and the valid bet is scaled by it.
const world = new StakeWorld();
const db = () => world.ctx.database.db;
const nothing = {
  rebate: '0',
  vipValidBet: '0',
  points: '0',
  slotMission: '0',
  lotteryMission: '0',
  teamValidBet: '0',
};

/** The valid bet the member's rounds of a lottery order would count if every stake were real. */
async function unscaledValidBet(orderNumber: string) {
  const rows = await db().execute<{ valid: string }>(sql`
    SELECT valid_bet_of(sum(l.stake - l.refund)::bigint, sum(l.payout + l.rebate)::bigint,
                        sum(l.stake - l.refund)::bigint)::text AS valid
    FROM lottery_lines l JOIN lottery_orders o ON o.id = l.order_id WHERE o.order_number = ${orderNumber}`);
  return BigInt(rows.rows[0]!.valid);
}

beforeAll(() => world.prepare('demostakeop'), 120_000);
afterAll(() => world.ctx.close());

describe('a stake of demo money counts for no valid bet', () => {
  // First: a bonus claimed on the app's clock must not be claimed after the database's time of the rounds.
  it('a bonus is played through by the real money at stake, never by the demo money after it', async () => {
    const member = await world.money.member('stakebonus1');
    expect((await world.money.claim(member, 'WELCOME'))?.statusCode).toBe(200);
    await world.money.deposit(member, '100', 'demo');
    // 120.00 in the wallet, 100.00 of it demo money: a lost 20.00 stakes the bonus, all real.
    await world.spin(member, 20_00n, 0n);
    expect((await world.figures(member)).turnover).toBe('2000');
    // What is left is the demo money: more play moves the turnover no further.
    const spin = await world.spin(member, 50_00n, 0n);
    await world.lottery(member, 2);
    expect(await world.round(spin)).toEqual({ stake: '5000', real_stake: '0', valid_bet: '0' });
    expect(await world.figures(member)).toMatchObject({ turnover: '2000', vipValidBet: '2000', teamValidBet: '2000' });
    expect((await world.money.reward(member, 'WELCOME'))?.state).toBe('process');
  });

  it('a member with only demo money earns nothing from a slot round and a lottery order', async () => {
    const referrer = await world.money.member('stakereferrer1');
    const member = await world.referredMember(referrer, 'stakedemo1');
    await world.money.deposit(member, '100', 'demo');
    const spin = await world.spin(member, 50_00n, 0n);
    const order = await world.lottery(member, 2);
    expect(await world.round(spin)).toEqual({ stake: '5000', real_stake: '0', valid_bet: '0' });
    expect(await world.round(order)).toEqual({ stake: '4000', real_stake: '0', valid_bet: '0' });
    expect(await world.figures(member, referrer)).toEqual({ turnover: null, ...nothing, referralValidBet: '0' });
  });

  it('real 100.00 and demo 100.00 staking 150.00 counts the 100.00 of real money', async () => {
    const member = await world.money.member('stakemixed1');
    await world.money.deposit(member, '100', 'bank');
    await world.money.deposit(member, '100', 'demo');
    const spin = await world.spin(member, 150_00n, 0n);
    expect(await world.round(spin)).toEqual({ stake: '15000', real_stake: '10000', valid_bet: '10000' });
    expect(await world.figures(member)).toEqual({
      turnover: null,
      rebate: '100',
      vipValidBet: '10000',
      points: '100',
      slotMission: '10000',
      lotteryMission: '0',
      teamValidBet: '10000',
    });
  });

  it('a lottery order half of real money counts half its valid bet', async () => {
    const member = await world.money.member('stakemixed2');
    await world.money.deposit(member, '50', 'bank');
    await world.money.deposit(member, '100', 'demo');
    // 100.00 on every digit of the first ball from 150.00, 100.00 of it demo money: 50.00 real.
    const order = await world.lottery(member, 5);
    const round = await world.round(order);
    expect(round).toMatchObject({ stake: '10000', real_stake: '5000' });
    const unscaled = await unscaledValidBet(order);
    expect(unscaled).toBeGreaterThan(0n);
    expect(BigInt(round.valid_bet)).toBe(unscaled / 2n);
    expect((await world.figures(member)).lotteryMission).toBe(String(unscaled / 2n));
  });

  it('a member with no demo money counts as before', async () => {
    const member = await world.money.member('stakereal1');
    await world.money.deposit(member, '250', 'bank');
    const spin = await world.spin(member, 150_00n, 0n);
    const order = await world.lottery(member, 2);
    expect(await world.round(spin)).toEqual({ stake: '15000', real_stake: '15000', valid_bet: '15000' });
    const unscaled = await unscaledValidBet(order);
    expect(await world.round(order)).toEqual({ stake: '4000', real_stake: '4000', valid_bet: String(unscaled) });
    expect(await world.figures(member)).toMatchObject({
      vipValidBet: String(15000n + unscaled),
      slotMission: '15000',
      lotteryMission: String(unscaled),
      teamValidBet: String(15000n + unscaled),
    });
  });
});
