import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, buildContractWorld, type ContractWorld, settle } from './contract-setup.js';
import { DemoPlay } from './demo-play.js';

// Issue 22 §2: demo money (credited by the demo channel, paid by nobody) qualifies for nothing real. A dividend
// shares its team's loss: a downline losing demo money earned its agent real money, and a member who bet only
// demo money counted as an active member, which lifts a contract to a higher tier. A contract now counts the
// real part of each round's result (its result x real stake / stake) and members active with real money only.
let world: ContractWorld;
let play: DemoPlay;
const tier = (activeMembers: number, rate: number) => ({ validBet: '0', activeMembers, rate });

/** What the agent's contract of a kind recorded over its periods, as its settlement records show it. */
async function records(who: string, kind: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await world.clients[who]!.call(
    'GET',
    `/wps/agent/contracts/settlements?kind=${kind}&role=held&from=${day(-1)}&to=${day(2)}&pageSize=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json().value.items as {
    validBet: string;
    profitLoss: string;
    activeMembers: number;
    rate: number;
    amount: string;
  }[];
  const sum = (pick: (item: (typeof items)[number]) => string | number) =>
    String(items.reduce((total, item) => total + BigInt(pick(item)), 0n));
  return {
    validBet: sum((item) => item.validBet),
    profitLoss: sum((item) => item.profitLoss),
    activeMembers: Number(sum((item) => item.activeMembers)),
    topRate: Math.max(...items.map((item) => item.rate)),
    amount: sum((item) => item.amount),
  };
}

/** A real-time contract's 300-odd periods of the day, summed (more than a page of its records). */
async function realtimeRecords(who: string) {
  const rows = await world.ctx.database.db.execute(sql`
    SELECT sum(s.valid_bet)::text AS valid_bet, sum(s.active_members)::integer AS active_members,
           sum(s.amount)::text AS amount
    FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
    WHERE c.downline_id = ${world.ids[who]!} AND c.kind = 'realtime'`);
  return rows.rows[0];
}

beforeAll(async () => {
  world = await buildContractWorld(
    {
      demoagent: { parent: null, agent: true },
      demoplayer: { parent: 'demoagent', agent: false },
      mixedagent: { parent: null, agent: true },
      mixedplayer: { parent: 'mixedagent', agent: false },
      tieragent: { parent: null, agent: true },
      realplayer: { parent: 'tieragent', agent: false },
      demobettor: { parent: 'tieragent', agent: false },
    },
    Date.now(),
  );
  play = new DemoPlay(world);
  await play.prepare();
  // The site shares 10 % of a day's team loss with each top agent; tieragent's contracts pay more from two
  // active members (a dividend of 20 %, salaries of 0.50 % of valid bet instead of 0.10 %).
  await agree(world, null, 'demoagent', 'dividend', [tier(0, 1000)], 'D');
  await agree(world, null, 'mixedagent', 'dividend', [tier(0, 1000)], 'D');
  await agree(world, null, 'tieragent', 'dividend', [tier(0, 1000), tier(2, 2000)], 'D');
  await agree(world, null, 'tieragent', 'daily', [tier(0, 10), tier(2, 50)]);
  await agree(world, null, 'tieragent', 'realtime', [tier(0, 10), tier(2, 50)]);

  // demoplayer loses 100.00 of demo money and nothing else.
  await play.demoDeposit('demoplayer', '100');
  await play.spin('demoplayer', 60_00n, 0n);
  await play.spin('demoplayer', 40_00n, 0n);
  // mixedplayer holds real 100.00 and demo 100.00, and loses all 200.00: 150.00 (100.00 of it real), then 50.00.
  await play.fund('mixedplayer', 100_00n);
  await play.demoDeposit('mixedplayer', '100');
  await play.spin('mixedplayer', 150_00n, 0n);
  await play.spin('mixedplayer', 50_00n, 0n);
  // tieragent's team: realplayer loses 40.00 of real money, demobettor 30.00 of demo money.
  await play.fund('realplayer', 100_00n);
  await play.spin('realplayer', 40_00n, 0n);
  await play.demoDeposit('demobettor', '100');
  await play.spin('demobettor', 30_00n, 0n);

  // Past the 5 minutes of the rounds (and their grace), then past the site's day.
  world.clock.set(Date.now() + 11 * 60_000);
  await settle(world);
  world.clock.set(Date.now() + 26 * 3_600_000);
  await settle(world);
}, 120_000);
afterAll(() => world.ctx.close());

describe('a dividend shares only the real money its team lost', () => {
  it('pays nothing on a team that lost only demo money, and records its real loss as 0', async () => {
    expect(await play.realStaked('demoplayer')).toEqual({ stake: '10000', real_stake: '0' });
    expect(await records('demoagent', 'dividend')).toMatchObject({ profitLoss: '0', amount: '0' });
  });

  it('pays its rate on the real 100.00 of a team that lost real 100.00 and demo 100.00', async () => {
    expect(await play.realStaked('mixedplayer')).toEqual({ stake: '20000', real_stake: '10000' });
    expect(await records('mixedagent', 'dividend')).toMatchObject({ profitLoss: '-10000', amount: '1000' });
  });
});

describe('a member who bet only demo money is no active member', () => {
  it('leaves the contract on the tier its real bettors reach, over days and over 5 minutes', async () => {
    // One active member (realplayer): the first tier, on realplayer's 40.00.
    expect(await records('tieragent', 'dividend')).toMatchObject({
      profitLoss: '-4000',
      activeMembers: 1,
      topRate: 1000,
      amount: '400',
    });
    expect(await records('tieragent', 'daily')).toMatchObject({
      validBet: '4000',
      activeMembers: 1,
      topRate: 10,
      amount: '4',
    });
    expect(await realtimeRecords('tieragent')).toEqual({ valid_bet: '4000', active_members: 1, amount: '4' });
  });
});
