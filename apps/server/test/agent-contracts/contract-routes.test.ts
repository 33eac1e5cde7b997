import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../factories.js';
import { signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { agree, buildContractWorld, type ContractWorld, settledRound } from './contract-setup.js';

// The records call and the operator's contract calls, in the order 401, 403/404, 400, 200.
let world: ContractWorld;
const range = 'from=2026-05-01&to=2026-05-31';
const tiers = [{ validBet: '0', activeMembers: 0, rate: 100 }];

beforeAll(async () => {
  world = await buildContractWorld(
    {
      topagent: { parent: null, agent: true },
      midagent: { parent: 'topagent', agent: true },
      plainmember: { parent: 'midagent', agent: false },
      rivalagent: { parent: null, agent: true },
    },
    Date.parse('2026-05-04T08:00:00Z'),
  );
});
afterAll(() => world.ctx.close());

describe('contract records and operator calls', () => {
  it('refuse without a session or operator token, and to the wrong role or site', async () => {
    const anonymous = new PortalClient(world.ctx.app, world.site.code);
    expect((await anonymous.call('GET', `/wps/agent/contracts/settlements?kind=daily&${range}`)).statusCode).toBe(401);
    const member = await world.clients.plainmember!.call('GET', `/wps/agent/contracts/settlements?kind=daily&${range}`);
    expect([member.statusCode, member.json().code]).toEqual([403, 'NOT_AGENT']);
    const offer = { downline: 'topagent', kind: 'daily', tiers };
    expect((await anonymous.call('POST', '/wps/operator/agent-contracts', offer)).statusCode).toBe(401);
    expect((await anonymous.call('POST', '/wps/operator/agent-contracts/settle')).statusCode).toBe(401);
    const other = await buildSite(world.ctx.database.db);
    await world.ctx.app.sites.reload();
    const stranger = await signInOperator(world.ctx, other.code, 'opstranger', [other.id]);
    const foreign = await stranger('POST', '/wps/operator/agent-contracts', offer, { merchant: world.site.code });
    expect(foreign.statusCode).toBe(403);
    // The operator's own site has no top agent by that name on another site, and mid is not a top agent.
    for (const downline of ['midagent', 'nosuchagent']) {
      const response = await world.operator('POST', '/wps/operator/agent-contracts', { ...offer, downline });
      expect([response.statusCode, response.json().field], downline).toEqual([404, 'body.downline']);
    }
  });

  it('refuse bad input naming the field', async () => {
    const cases: [string, string][] = [
      [`kind=weekly&${range}`, 'query.kind'],
      ['kind=daily&from=2026-05-31&to=2026-05-01', 'query.to'],
      [`kind=daily&${range}&role=boss`, 'query.role'],
    ];
    for (const [query, field] of cases) {
      const response = await world.clients.topagent!.call('GET', `/wps/agent/contracts/settlements?${query}`);
      expect([response.statusCode, response.json().field], query).toEqual([400, field]);
    }
    const offers: [Record<string, unknown>, string][] = [
      [{ downline: 'topagent', kind: 'monthly', tiers }, 'body.kind'],
      [{ downline: 'topagent', kind: 'dividend', tiers }, 'body.period'],
      [{ downline: 'topagent', kind: 'daily', tiers: [{ ...tiers[0], rate: 10_001 }] }, 'body.tiers.0.rate'],
    ];
    for (const [body, field] of offers) {
      const response = await world.operator('POST', '/wps/operator/agent-contracts', body);
      expect([response.statusCode, response.json().field], JSON.stringify(body)).toEqual([400, field]);
    }
  });

  it("show each side its records, never another agent's, once the operator's trigger settled them", async () => {
    await agree(world, null, 'topagent', 'daily', tiers);
    await agree(world, 'topagent', 'midagent', 'daily', [{ ...tiers[0]!, rate: 60 }]);
    await settledRound(world, 'plainmember', 100_000n, 0n);
    world.clock.set(Date.parse('2026-05-05T00:01:00Z'));
    const run = await world.operator('POST', '/wps/operator/agent-contracts/settle');
    expect(run.json().value).toEqual({ settled: 2, paid: 2, unpaid: 0 });
    const records = async (who: string, role: string) =>
      (
        await world.clients[who]!.call('GET', `/wps/agent/contracts/settlements?kind=daily&${range}&role=${role}`)
      ).json().value;
    expect((await records('midagent', 'held')).items).toMatchObject([
      { upline: 'topagent', downline: 'midagent', validBet: '100000', rate: 60, amount: '600', state: 'paid' },
    ]);
    expect((await records('topagent', 'given')).items).toMatchObject([{ downline: 'midagent', amount: '600' }]);
    expect((await records('topagent', 'held')).items).toMatchObject([{ upline: null, amount: '1000' }]);
    expect((await records('rivalagent', 'given')).total).toBe(0);
    expect((await records('rivalagent', 'held')).total).toBe(0);
  });
});
