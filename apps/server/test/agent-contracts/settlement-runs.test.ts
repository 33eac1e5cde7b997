import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleContracts } from '../../src/modules/agent-contracts/settlement.service.js';
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

// Hours and 5 minutes from the rounds themselves, a run killed halfway, and a contract's end date.
let world: ContractWorld;
const at = (iso: string) => atTime(world, iso);
const db = () => world.ctx.database.db;

async function settlementsOf(who: string, kind: string) {
  const rows = await db().execute<{ period_start: string; amount: string; state: string }>(sql`
    SELECT to_char(s.period_start AT TIME ZONE 'UTC', 'HH24:MI') AS period_start, s.amount::text, s.state
    FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
    WHERE c.downline_id = ${world.ids[who]!} AND c.kind = ${kind} ORDER BY s.period_start`);
  return rows.rows;
}

beforeAll(async () => {
  world = await buildContractWorld(
    {
      topagent: { parent: null, agent: true },
      midagent: { parent: 'topagent', agent: true },
      playerone: { parent: 'midagent', agent: false },
    },
    Date.parse('2026-04-06T09:58:00Z'),
    // A site an hour and a half ahead of UTC would move hours; Kolkata is 5:30 ahead: hours start at :30 UTC.
    'Asia/Kolkata',
  );
  await agree(world, null, 'topagent', 'realtime', [tier('0', 0, 20)]);
  await agree(world, 'topagent', 'midagent', 'realtime', [tier('0', 0, 10)]);
  await agree(world, null, 'topagent', 'hourly', [tier('0', 0, 50)]);
  await agree(world, 'topagent', 'midagent', 'hourly', [tier('0', 0, 40)]);
});
afterAll(() => world.ctx.close());

describe('settlement by the hour and by 5 minutes', () => {
  it('pays each closed 5 minutes of valid bet, and each site-local hour', async () => {
    at('2026-04-06T10:02:00Z');
    await settledRound(world, 'playerone', 100000n, 0n);
    at('2026-04-06T10:07:00Z');
    await settledRound(world, 'playerone', 50000n, 150000n);
    at('2026-04-06T10:10:10Z');
    await settle(world);
    // 10:05-10:10 closed only 10 s ago: it waits out the grace for rounds committing at its close.
    expect(await settlementsOf('midagent', 'realtime')).toEqual([
      { period_start: '09:55', amount: '0', state: 'nothing' },
      { period_start: '10:00', amount: '100', state: 'paid' },
    ]);
    at('2026-04-06T10:31:00Z');
    await settle(world);
    const realtime = await settlementsOf('midagent', 'realtime');
    // 1,000.00 x 0.1 % = 1.00 for 10:00; 500.00 x 0.1 % = 0.50 for 10:05; then nothing.
    expect(realtime.slice(0, 3).map((row) => row.amount)).toEqual(['0', '100', '50']);
    expect(realtime.map((row) => row.period_start).at(-1)).toBe('10:25');
    expect(await settlementsOf('midagent', 'hourly')).toEqual([
      { period_start: '09:30', amount: '600', state: 'paid' },
    ]);
    expect((await settlementsOf('topagent', 'hourly'))[0]).toEqual({
      period_start: '09:30',
      amount: '750',
      state: 'paid',
    });
  });

  it('leaves nothing of a run killed halfway, and the next run pays each period once', async () => {
    at('2026-04-06T10:33:00Z');
    await settledRound(world, 'playerone', 200000n, 0n);
    at('2026-04-06T10:36:00Z');
    const before = await balanceOf(world, 'midagent');
    const deps = { sites: world.ctx.app.sites, now: world.clock.now };
    const killed = db().transaction(async (tx) => {
      const summary = await settleContracts(tx, deps);
      expect(summary.paid).toBeGreaterThan(0);
      throw new Error('the server died before the commit');
    });
    await expect(killed).rejects.toThrow('the server died');
    expect(await balanceOf(world, 'midagent')).toBe(before);
    await Promise.all([settle(world), settle(world)]);
    await settle(world);
    // 2,000.00 x 0.1 % for 10:30, once.
    expect(await balanceOf(world, 'midagent')).toBe(before + 200n);
    const counted = await db().execute<{ periods: number; distinct: number }>(sql`
      SELECT count(*)::integer AS periods, count(DISTINCT (contract_id, period_start))::integer AS distinct
      FROM agent_contract_settlements`);
    expect(counted.rows[0]!.periods).toBe(counted.rows[0]!.distinct);
  });

  it('ends a contract at the midnight after its last day, settling the periods before it', async () => {
    at('2026-04-06T10:40:00Z');
    const offered = await relay(world, 'topagent', 'realtime', {
      action: 'offer',
      downline: 'midagent',
      tiers: [tier('0', 0, 5)],
      endsOn: '2026-04-06',
    });
    expect(offered.statusCode).toBe(200);
    await relay(world, 'midagent', 'realtime', { action: 'accept', contractId: offered.json().value.id });
    // Kolkata's midnight after 6 April is 18:30 UTC.
    at('2026-04-06T18:40:00Z');
    await settle(world);
    const held = (await relay(world, 'midagent', 'realtime', { action: 'list', role: 'held' })).json().value.items;
    expect(held[0]).toMatchObject({ state: 'finished', endReason: 'expired', endedAt: '2026-04-06T18:30:00.000Z' });
    const last = await db().execute<{ end: string }>(sql`
      SELECT max(period_end) AT TIME ZONE 'UTC' AS end FROM agent_contract_settlements WHERE contract_id = ${held[0].id}`);
    expect(String(last.rows[0]!.end)).toContain('18:30:00');
  });
});
