import { contractPaths, operatorAgentPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { buildSite } from '../factories.js';
import { signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { buildContractWorld, type ContractWorld, relay, settledRound } from './contract-setup.js';

// Issue 25 "Members and agents": the member page of a top agent shows its contracts as the site sees them and what
// they paid; the site's offer is audited and shows in the agent's own contract call.
let world: ContractWorld;
const tiers = [{ validBet: '0', activeMembers: 0, rate: 150 }];
const read = (agent: string) => world.operator('GET', `${operatorAgentPaths.contracts}?agent=${agent}`);

beforeAll(async () => {
  world = await buildContractWorld(
    {
      headagent: { parent: null, agent: true },
      underagent: { parent: 'headagent', agent: true },
      justplayer: { parent: 'underagent', agent: false },
    },
    Date.parse('2026-06-03T08:00:00Z'),
  );
});
afterAll(() => world.ctx.close());

describe('GET /wps/operator/agent-contracts', () => {
  it('401 without a session, 403 for a role or site it is not for, 404 for no agent of the site', async () => {
    const anonymous = new PortalClient(world.ctx.app, world.site.code);
    expect((await anonymous.call('GET', `${operatorAgentPaths.contracts}?agent=headagent`)).statusCode).toBe(401);
    const desk = await signInOperator(world.ctx, world.site.code, 'contracts-desk', [world.site.id], 'support');
    expect((await desk('GET', `${operatorAgentPaths.contracts}?agent=headagent`)).statusCode).toBe(403);
    const other = await buildSite(world.ctx.database.db);
    await world.ctx.app.sites.reload();
    const stranger = await signInOperator(world.ctx, other.code, 'contracts-stranger', [other.id]);
    const foreign = await stranger('GET', `${operatorAgentPaths.contracts}?agent=headagent`, undefined, {
      merchant: world.site.code,
    });
    expect(foreign.statusCode).toBe(403);
    for (const agent of ['justplayer', 'nosuchagent']) {
      const answer = await read(agent);
      expect([answer.statusCode, answer.json().field], agent).toEqual([404, 'query.agent']);
    }
  });

  it('400 naming the field without an agent', async () => {
    const answer = await world.operator('GET', operatorAgentPaths.contracts);
    expect([answer.statusCode, answer.json().field]).toEqual([400, 'query.agent']);
  });

  it("shows the site's offer (audited) as the agent's own contract call does, then what it paid", async () => {
    expect((await read('headagent')).json().value).toEqual({
      agent: 'headagent',
      topAgent: true,
      contracts: [],
      settlements: [],
    });
    expect((await read('underagent')).json().value).toMatchObject({ topAgent: false, contracts: [] });
    const offer = await world.operator('POST', contractPaths.operatorOffer, {
      downline: 'HEADAGENT',
      kind: 'daily',
      tiers,
      endsOn: '2026-12-31',
    });
    expect(offer.statusCode).toBe(200);
    const contract = offer.json().value;
    const [audit] = await world.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'agent.contract.offer'), eq(auditLog.subject, 'headagent')));
    expect(audit?.details).toMatchObject({ before: null, after: { id: contract.id, kind: 'daily', state: 'offered' } });
    // The agent sees it in its own contract call, as the operator does.
    const own = (await relay(world, 'headagent', 'daily', { action: 'list' })).json().value;
    expect(own.items).toMatchObject([{ id: contract.id, role: 'held', upline: null, state: 'offered', tiers }]);
    expect((await read('headagent')).json().value.contracts).toEqual([{ ...own.items[0] }]);

    expect((await relay(world, 'headagent', 'daily', { action: 'accept', contractId: contract.id })).statusCode).toBe(
      200,
    );
    await settledRound(world, 'justplayer', 200_000n, 0n);
    world.clock.set(Date.parse('2026-06-04T00:01:00Z'));
    expect((await world.operator('POST', contractPaths.operatorSettle)).json().value).toMatchObject({ settled: 1 });
    const after = (await read('headagent')).json().value;
    expect(after.contracts).toMatchObject([{ id: contract.id, state: 'accepted', endsOn: '2026-12-31' }]);
    expect(after.settlements).toMatchObject([
      { contractId: contract.id, role: 'held', downline: 'headagent', validBet: '200000', rate: 150, amount: '3000' },
    ]);
  });
});
