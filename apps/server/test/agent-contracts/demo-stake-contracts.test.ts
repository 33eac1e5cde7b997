import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, buildContractWorld, type ContractWorld, settle } from './contract-setup.js';
import { DemoPlay } from './demo-play.js';

// Issue 22, findings 2 and 4: a salary contract pays its rate of the team's valid bet. A downline who played
// demo money (credited by the demo channel, paid by nobody) earned its agent a real salary; a stake's real part
// is now what counts, so only the real money at stake moves a contract's figures.
let world: ContractWorld;
let play: DemoPlay;
const db = () => world.ctx.database.db;
const tier = (rate: number) => [{ validBet: '0', activeMembers: 0, rate }];

/** What each of the agent's contracts recorded over its periods: valid bet and amount, summed. */
async function settled(kind: string) {
  const rows = await db().execute<{ valid_bet: string; amount: string }>(sql`
    SELECT coalesce(sum(s.valid_bet), 0)::text AS valid_bet, coalesce(sum(s.amount), 0)::text AS amount
    FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
    WHERE c.downline_id = ${world.ids.topagent!} AND c.kind = ${kind}`);
  return rows.rows[0];
}

beforeAll(async () => {
  world = await buildContractWorld(
    {
      topagent: { parent: null, agent: true },
      playerdemo: { parent: 'topagent', agent: false },
      playerreal: { parent: 'topagent', agent: false },
    },
    Date.now(),
  );
  play = new DemoPlay(world);
  await play.prepare();
  // The site pays its top agent 0.20 % of the team's valid bet every 5 minutes and 0.50 % a day.
  await agree(world, null, 'topagent', 'realtime', tier(20));
  await agree(world, null, 'topagent', 'daily', tier(50));
});
afterAll(() => world.ctx.close());

describe('an agent contract counts the real money its team staked', () => {
  it('pays nothing for a downline playing demo money, and its rate of the real stakes lost', async () => {
    await play.demoDeposit('playerdemo', '100');
    await play.spin('playerdemo', 50_00n, 0n);
    await play.spin('playerdemo', 30_00n, 0n);
    await play.fund('playerreal', 100_00n);
    await play.spin('playerreal', 40_00n, 0n);

    // Past the 5 minutes of the rounds (and their grace), then past the site's day.
    world.clock.set(Date.now() + 11 * 60_000);
    await settle(world);
    expect(await settled('realtime')).toEqual({ valid_bet: '4000', amount: '8' });
    world.clock.set(Date.now() + 26 * 3_600_000);
    await settle(world);
    expect(await settled('daily')).toEqual({ valid_bet: '4000', amount: '20' });
  });
});
