import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../factories.js';
import {
  agree,
  atTime,
  balanceOf,
  buildContractWorld,
  type ContractWorld,
  relay,
  settle,
  settledRound,
  tier,
} from './contract-setup.js';

// Issue 12's proof: a three-level team (top <- mid <- leaf, players p1 under leaf, p2 under mid, p3
// under top) on a UTC site, every amount worked out by hand below. A salary is rate x the team's valid
// bet; a dividend rate x the team's loss; rates in basis points; an upline pays its downline and the
// site pays the top agent; the contract in force when a period closes settles that period.
let world: ContractWorld;
const at = (iso: string) => atTime(world, iso);
const people = ['topagent', 'midagent', 'leafagent'] as const;

async function balances() {
  return Object.fromEntries(await Promise.all(people.map(async (who) => [who, await balanceOf(world, who)] as const)));
}

async function records(who: string, kind: string, role: 'given' | 'held') {
  const response = await world.clients[who]!.call(
    'GET',
    `/wps/agent/contracts/settlements?kind=${kind}&role=${role}&from=2026-03-01&to=2026-03-31&pageSize=100`,
  );
  expect(response.statusCode).toBe(200);
  return (
    response.json().value.items as {
      periodStart: string;
      amount: string;
      state: string;
      rate: number;
      reason: string | null;
    }[]
  )
    .map(({ periodStart, amount, state, rate, reason }) => ({
      day: periodStart.slice(0, 10),
      amount,
      state,
      rate,
      reason,
    }))
    .reverse();
}

beforeAll(async () => {
  world = await buildContractWorld(
    {
      topagent: { parent: null, agent: true },
      midagent: { parent: 'topagent', agent: true },
      leafagent: { parent: 'midagent', agent: true },
      playerone: { parent: 'leafagent', agent: false },
      playertwo: { parent: 'midagent', agent: false },
      playerthree: { parent: 'topagent', agent: false },
    },
    Date.parse('2026-03-02T00:00:00Z'),
  );
  for (const kind of ['daily', 'dividend'] as const) {
    const period = kind === 'dividend' ? 'W' : undefined;
    const rates = kind === 'daily' ? [200, 150, 100] : [3000, 2000, 1000];
    // Daily salary tiers: 2 % from the first bet, 3 % (top) / 2.5 % (mid) from 1,000.00 with 2 active members.
    const upper = kind === 'daily' ? [tier('100000', 2, 300), tier('100000', 2, 250)] : [];
    await agree(world, null, 'topagent', kind, [tier('0', 0, rates[0]!), ...upper.slice(0, 1)], period);
    await agree(world, 'topagent', 'midagent', kind, [tier('0', 0, rates[1]!), ...upper.slice(1)], period);
    await agree(world, 'midagent', 'leafagent', kind, [tier('0', 0, rates[2]!)], period);
  }
});
afterAll(() => world.ctx.close());

describe('contract settlement, worked out by hand', () => {
  it('pays the daily salary: a tier reached exactly, a day without play, a contract ended mid-day', async () => {
    // Day 1: p1 stakes 500.00 and loses, p2 stakes 500.00 and loses, p3 stakes 100.00 and wins 200.00.
    at('2026-03-02T10:00:00Z');
    await settledRound(world, 'playerone', 50000n, 0n);
    await settledRound(world, 'playertwo', 50000n, 0n);
    await settledRound(world, 'playerthree', 10000n, 20000n);
    // Day 3: p1 stakes 300.00 and wins 600.00; p2 pushes 200.00 (active, no valid bet). At noon mid and
    // leaf end their contract, so it does not settle day 3.
    at('2026-03-04T09:00:00Z');
    await settledRound(world, 'playerone', 30000n, 60000n);
    await settledRound(world, 'playertwo', 20000n, 20000n);
    at('2026-03-04T12:00:00Z');
    const [leafContract] = (await relay(world, 'leafagent', 'daily', { action: 'list', role: 'held' })).json().value
      .items;
    await relay(world, 'leafagent', 'daily', { action: 'requestTermination', contractId: leafContract.id });
    await relay(world, 'midagent', 'daily', { action: 'acceptTermination', contractId: leafContract.id });
    const before = await balances();
    at('2026-03-05T00:01:00Z');
    await settle(world);
    // leaf: day 1 valid bet 500.00 x 1 % = 5.00; day 3 ended before the close: nothing.
    expect(await records('leafagent', 'daily', 'held')).toEqual([
      { day: '2026-03-02', amount: '500', state: 'paid', rate: 100, reason: null },
      // No play: the first tier (from nothing) gives its rate, on nothing.
      { day: '2026-03-03', amount: '0', state: 'nothing', rate: 100, reason: null },
    ]);
    // mid: day 1 valid bet exactly 1,000.00 with 2 active (p1, p2): the 2.5 % tier, 25.00;
    // day 3 valid bet 300.00 with 2 active: 1.5 % = 4.50.
    expect(await records('midagent', 'daily', 'held')).toEqual([
      { day: '2026-03-02', amount: '2500', state: 'paid', rate: 250, reason: null },
      { day: '2026-03-03', amount: '0', state: 'nothing', rate: 150, reason: null },
      { day: '2026-03-04', amount: '450', state: 'paid', rate: 150, reason: null },
    ]);
    // top: day 1 valid bet 1,100.00 with 3 active: 3 % = 33.00; day 3 300.00 with 2 active: 2 % = 6.00.
    expect((await records('topagent', 'daily', 'held')).map((row) => row.amount)).toEqual(['3300', '0', '600']);
    // Each keeps what it was paid less what it paid below: the rate difference.
    const after = await balances();
    expect(after.topagent! - before.topagent!).toBe(3300n + 600n - 2500n - 450n);
    expect(after.midagent! - before.midagent!).toBe(2500n + 450n - 500n);
    expect(after.leafagent! - before.leafagent!).toBe(500n);
  });

  it('changes nothing when a period is settled again', async () => {
    const before = await balances();
    const summary = await settle(world);
    expect(summary.paid).toBe(0);
    expect(await balances()).toEqual(before);
    expect((await records('midagent', 'daily', 'held')).length).toBe(3);
  });

  it('records an unpaid dividend with its reason when the upline lacks the funds, and pays it once funded', async () => {
    // Day 5: p3 stakes 100.00 and wins 1,000.00: the top agent's team ends the week ahead, so the top
    // agent earns no dividend, yet owes mid 20 % of mid's team's loss.
    at('2026-03-06T15:00:00Z');
    await settledRound(world, 'playerthree', 10000n, 100000n);
    at('2026-03-09T00:01:00Z');
    const before = await balances();
    await settle(world);
    // Week of 2 March: leaf's team (p1) lost 500.00 - 300.00 = 200.00: 10 % = 20.00. Mid's team lost
    // 200.00 + 500.00 = 700.00: 20 % = 140.00. Top's team won 100.00 + 900.00 - 700.00 = 300.00: nothing.
    expect(await records('leafagent', 'dividend', 'held')).toEqual([
      { day: '2026-03-02', amount: '2000', state: 'paid', rate: 1000, reason: null },
    ]);
    expect(await records('midagent', 'dividend', 'held')).toEqual([
      { day: '2026-03-02', amount: '14000', state: 'unpaid', rate: 2000, reason: 'INSUFFICIENT_FUNDS' },
    ]);
    expect(await records('topagent', 'dividend', 'held')).toEqual([
      { day: '2026-03-02', amount: '0', state: 'nothing', rate: 3000, reason: null },
    ]);
    const unpaid = await balances();
    // The daily salaries of days 4 to 8 are in here too: day 5's 100.00 of p3 gives the top agent 2 %.
    expect(unpaid.topagent! - before.topagent!).toBe(200n);
    expect(unpaid.leafagent! - before.leafagent!).toBe(2000n);
    await fundMember(world.ctx.database.db, world.site.id, 'topagent', 20000n);
    await settle(world);
    expect((await records('midagent', 'dividend', 'held'))[0]).toMatchObject({ state: 'paid', reason: null });
    const paid = await balances();
    expect(paid.topagent! - unpaid.topagent!).toBe(20000n - 14000n);
    expect(paid.midagent! - unpaid.midagent!).toBe(14000n);
  });
});
