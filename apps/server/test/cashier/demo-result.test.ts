import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import { StakeWorld } from './demo-stake-setup.js';
import type { Member } from './exit-setup.js';

// Issue 22 §2: demo money qualifies for nothing real. The record of play kept only the full result of a round
// (payout - stake), which a dividend contract shares, and made a member active on a day of demo bets only. It
// now keeps the real money's share beside it: rounds with real money at stake (what makes a member active),
// and each round's result x real stake / stake, rounded toward zero (db/functions/real_profit_loss_of.sql),
// summed per member and day (play_daily) and per agent (team_play_daily) like every figure of play.
const world = new StakeWorld();
const db = () => world.ctx.database.db;

interface PlayRow {
  category: string;
  rounds: number;
  real_rounds: number;
  profit_loss: string;
  real_profit_loss: string;
}

/** The member's record of play by category, its team's (it is its own team) and its active days. */
async function recordOf(member: Member) {
  await db().transaction((tx) => foldTeamChanges(tx));
  const rows = (table: 'play_daily' | 'team_play_daily', column: 'member_id' | 'agent_id') =>
    db().execute<PlayRow & Record<string, unknown>>(sql`
      SELECT category, sum(rounds)::integer AS rounds, sum(real_rounds)::integer AS real_rounds,
             sum(payout - stake)::text AS profit_loss, sum(real_profit_loss)::text AS real_profit_loss
      FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${member.id} GROUP BY category ORDER BY category`);
  const days = await db().execute<{ days: number; team: number }>(sql`
    SELECT (SELECT count(*) FROM member_active_days WHERE member_id = ${member.id})::integer AS days,
           (SELECT coalesce(sum(active_members), 0) FROM team_daily WHERE agent_id = ${member.id})::integer AS team`);
  return {
    play: (await rows('play_daily', 'member_id')).rows,
    team: (await rows('team_play_daily', 'agent_id')).rows,
    activeDays: days.rows[0]!.days,
    teamActive: days.rows[0]!.team,
  };
}

/** A lottery round's stake, real stake and win, by its order's number. */
async function lotteryRound(orderNumber: string) {
  const rows = await db().execute<{ stake: string; real_stake: string; win: string }>(sql`
    SELECT stake::text, real_stake::text, win::text FROM game_rounds WHERE round_ref LIKE ${`${orderNumber}:%`}`);
  const round = rows.rows[0]!;
  return { stake: BigInt(round.stake), realStake: BigInt(round.real_stake), win: BigInt(round.win) };
}

beforeAll(() => world.prepare('demoresultop'), 120_000);
afterAll(() => world.ctx.close());

describe('the record of play keeps the real part of each result', () => {
  it('a member who played only demo money has no real result and no active day', async () => {
    const member = await world.money.member('resultdemo1');
    await world.money.deposit(member, '100', 'demo');
    await world.spin(member, 50_00n, 0n);
    await world.lottery(member, 2);
    const record = await recordOf(member);
    expect(record.play).toHaveLength(2);
    for (const row of [...record.play, ...record.team]) {
      expect(row).toMatchObject({ rounds: 1, real_rounds: 0, real_profit_loss: '0' });
      expect(BigInt(row.profit_loss)).toBeLessThan(0n);
    }
    expect(record.team).toEqual(record.play);
    expect([record.activeDays, record.teamActive]).toEqual([0, 0]);
  });

  it('shares a result by the real part of its stake, rounded toward zero', async () => {
    const member = await world.money.member('resultmixed1');
    await world.money.deposit(member, '100', 'bank');
    await world.money.deposit(member, '200', 'demo');
    // 300.00 staked from 300.00, 200.00 of it demo money: 100.00 real. It returns 200.00: -100.00 x 1/3.
    await world.spin(member, 300_00n, 200_00n);
    const record = await recordOf(member);
    expect(record.play).toEqual([
      { category: 'RNG', rounds: 1, real_rounds: 1, profit_loss: '-10000', real_profit_loss: '-3333' },
    ]);
    expect(record.team).toEqual(record.play);
    expect([record.activeDays, record.teamActive]).toEqual([1, 1]);
  });

  it('shares a lottery order half of real money by half', async () => {
    const member = await world.money.member('resultmixed2');
    await world.money.deposit(member, '50', 'bank');
    await world.money.deposit(member, '100', 'demo');
    const round = await lotteryRound(await world.lottery(member, 5));
    expect([round.stake, round.realStake]).toEqual([10000n, 5000n]);
    // BigInt division rounds toward zero, as the rule does.
    const real = ((round.win - round.stake) * round.realStake) / round.stake;
    const record = await recordOf(member);
    expect(record.play).toEqual([
      {
        category: 'LOTT',
        rounds: 1,
        real_rounds: 1,
        profit_loss: String(round.win - round.stake),
        real_profit_loss: String(real),
      },
    ]);
    expect(record.team).toEqual(record.play);
  });

  it('a member with no demo money keeps the full result as its real one', async () => {
    const member = await world.money.member('resultreal1');
    await world.money.deposit(member, '250', 'bank');
    await world.spin(member, 150_00n, 0n);
    await world.spin(member, 10_00n, 25_00n);
    await world.lottery(member, 2);
    const record = await recordOf(member);
    expect(record.play.map((row) => row.category)).toEqual(['LOTT', 'RNG']);
    for (const row of record.play) {
      expect(row.real_rounds).toBe(row.rounds);
      expect(row.real_profit_loss).toBe(row.profit_loss);
    }
    expect(record.play[1]).toMatchObject({ rounds: 2, profit_loss: '-13500' });
    expect(record.team).toEqual(record.play);
    expect([record.activeDays, record.teamActive]).toEqual([1, 1]);
  });
});
