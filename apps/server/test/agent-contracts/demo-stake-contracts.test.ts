import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentChannels } from '../../src/db/schema/index.js';
import { builtinGames, builtinVendor, seedBuiltinProvider } from '../../src/db/seed/demo-provider.js';
import { seamlessRound } from '../cashier/demo-stake-setup.js';
import { fundMember } from '../factories.js';
import { launch, nodeIdOf, ProviderCaller } from '../provider/provider-setup.js';
import { agree, buildContractWorld, type ContractWorld, settle } from './contract-setup.js';

// Issue 22, findings 2 and 4: a salary contract pays its rate of the team's valid bet. A downline who played
// demo money (credited by the demo channel, paid by nobody) earned its agent a real salary; a stake's real part
// is now what counts, so only the real money at stake moves a contract's figures.
let world: ContractWorld;
let provider: ProviderCaller;
let slot: string;
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
  await seedBuiltinProvider(db(), world.site.code);
  await db()
    .insert(paymentChannels)
    .values({
      siteId: world.site.id,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Demo',
      minAmount: 1n,
      maxAmount: 1_000_000_00n,
    });
  await world.ctx.app.sites.reload();
  slot = await nodeIdOf(world.ctx, builtinVendor.code, builtinGames[0]!.gameCode);
  provider = new ProviderCaller(world.ctx);
  // The site pays its top agent 0.20 % of the team's valid bet every 5 minutes and 0.50 % a day.
  await agree(world, null, 'topagent', 'realtime', tier(20));
  await agree(world, null, 'topagent', 'daily', tier(50));
});
afterAll(() => world.ctx.close());

describe('an agent contract counts the real money its team staked', () => {
  it('pays nothing for a downline playing demo money, and its rate of the real stakes lost', async () => {
    const demo = world.clients.playerdemo!;
    const channel = await db().execute<{ id: string }>(
      sql`SELECT id::text FROM payment_channels WHERE site_id = ${world.site.id} AND kind = 'instant_demo'`,
    );
    const deposited = await demo.call(
      'POST',
      '/wps/cashier/deposit',
      { channelId: channel.rows[0]!.id, amount: '100' },
      { 'idempotency-key': randomUUID() },
    );
    expect(deposited.json().value.status).toBe('credited');
    const demoToken = await launch(demo, slot);
    await seamlessRound(provider, demoToken, 50_00n, 0n);
    await seamlessRound(provider, demoToken, 30_00n, 0n);
    await fundMember(db(), world.site.id, 'playerreal', 100_00n);
    await seamlessRound(provider, await launch(world.clients.playerreal!, slot), 40_00n, 0n);

    // Past the 5 minutes of the rounds (and their grace), then past the site's day.
    world.clock.set(Date.now() + 11 * 60_000);
    await settle(world);
    expect(await settled('realtime')).toEqual({ valid_bet: '4000', amount: '8' });
    world.clock.set(Date.now() + 26 * 3_600_000);
    await settle(world);
    expect(await settled('daily')).toEqual({ valid_bet: '4000', amount: '20' });
  });
});
