import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../factories.js';
import { PortalClient } from '../portal-client.js';
import { agree, buildContractWorld, type ContractWorld, relay } from './contract-setup.js';

// Issue 12: the four contract relays answer for the caller's own contracts only, in the order 401,
// 403/404, 400, 200, and keep SPEC §4's rules: direct downlines, rates within the giver's own.
let world: ContractWorld;
const tiers = (...rates: [string, number, number][]) =>
  rates.map(([validBet, activeMembers, rate]) => ({ validBet, activeMembers, rate }));
const daily = (who: string, body: Record<string, unknown>) => relay(world, who, 'daily', body);
const db = () => world.ctx.database.db;

async function messagesOf(who: string) {
  const rows = await db().execute<{ kind: string; body: string }>(
    sql`SELECT kind, body FROM messages WHERE member_id = ${world.ids[who]!} ORDER BY id`,
  );
  return rows.rows;
}

beforeAll(async () => {
  world = await buildContractWorld(
    {
      topagent: { parent: null, agent: true },
      midagent: { parent: 'topagent', agent: true },
      leafagent: { parent: 'midagent', agent: true },
      plainmember: { parent: 'midagent', agent: false },
      rivalagent: { parent: null, agent: true },
    },
    Date.parse('2026-03-02T10:00:00Z'),
  );
  await agree(world, null, 'topagent', 'daily', tiers(['0', 0, 200], ['100000', 2, 300]));
});
afterAll(() => world.ctx.close());

describe('contract relays', () => {
  it('refuse without a session and to a member that is not an agent', async () => {
    const anonymous = new PortalClient(world.ctx.app, world.site.code);
    const list = { action: 'list' };
    expect((await anonymous.call('POST', '/wps/relay/MCS2_processDailySalContract', list)).statusCode).toBe(401);
    const member = await daily('plainmember', list);
    expect([member.statusCode, member.json().code]).toEqual([403, 'NOT_AGENT']);
  });

  it("never reach another agent's contracts or a member of another site", async () => {
    const other = await buildSite(db());
    await world.ctx.app.sites.reload();
    const stranger = new PortalClient(world.ctx.app, other.code, '10.22.0.1');
    await stranger.register({ username: 'farawayag', password: 'secret12', confirmPassword: 'secret12' });
    for (const downline of ['rivalagent', 'farawayag', 'nosuchagent']) {
      const response = await daily('topagent', { action: 'offer', downline, tiers: tiers(['0', 0, 100]) });
      expect([response.statusCode, response.json().field], downline).toEqual([404, 'body.downline']);
    }
    const mine = (await daily('topagent', { action: 'list', role: 'held' })).json().value.items[0];
    for (const action of ['accept', 'requestTermination']) {
      const response = await daily('rivalagent', { action, contractId: mine.id });
      expect([response.statusCode, response.json().field]).toEqual([404, 'body.contractId']);
    }
    expect((await daily('rivalagent', { action: 'list' })).json().value.items).toEqual([]);
  });

  it('refuse bad input naming the field, and change nothing', async () => {
    const offer = (extra: Record<string, unknown>) =>
      daily('topagent', { action: 'offer', downline: 'midagent', tiers: tiers(['0', 0, 100]), ...extra });
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ downline: 'leafagent' }, 400, 'body.downline', 'NOT_DIRECT_DOWNLINE'],
      [{ period: 'W' }, 400, 'body.period'],
      [{ tiers: [] }, 400, 'body.tiers'],
      [{ tiers: tiers(['0', 0, 0]) }, 400, 'body.tiers.0.rate'],
      [{ tiers: tiers(['500', 1, 100], ['500', 1, 150]) }, 400, 'body.tiers.1.activeMembers'],
      [{ tiers: tiers(['500', 1, 100], ['400', 3, 150]) }, 400, 'body.tiers.1.validBet'],
      [{ tiers: tiers(['500', 1, 100], ['900', 3, 90]) }, 400, 'body.tiers.1.rate'],
      [{ tiers: tiers(['-5', 0, 100]) }, 400, 'body.tiers.0.validBet'],
      // 250 at 0/0 is above the 200 the top agent's own contract pays a team with no figures yet.
      [{ tiers: tiers(['0', 0, 250]) }, 400, 'body.tiers.0.rate', 'CONTRACT_RATE_ABOVE_UPLINE'],
      [{ tiers: tiers(['0', 0, 150], ['100000', 1, 300]) }, 400, 'body.tiers.1.rate', 'CONTRACT_RATE_ABOVE_UPLINE'],
      [{ endsOn: '2026-03-01' }, 400, 'body.endsOn'],
    ];
    for (const [extra, status, field, code] of cases) {
      const response = await offer(extra);
      expect([response.statusCode, response.json().field], JSON.stringify(extra)).toEqual([status, field]);
      if (code) expect(response.json().code).toBe(code);
    }
    const dividend = await relay(world, 'topagent', 'dividend', {
      action: 'offer',
      downline: 'midagent',
      period: 'Q',
      tiers: tiers(['0', 0, 100]),
    });
    expect([dividend.statusCode, dividend.json().field]).toEqual([400, 'body.period']);
    const without = await relay(world, 'topagent', 'hourly', {
      action: 'offer',
      downline: 'midagent',
      tiers: tiers(['0', 0, 1]),
    });
    expect([without.statusCode, without.json().code]).toEqual([409, 'CONTRACT_REQUIRED']);
    const toMember = await relay(world, 'midagent', 'daily', {
      action: 'offer',
      downline: 'plainmember',
      tiers: tiers(['0', 0, 1]),
    });
    expect([toMember.statusCode, toMember.json().field]).toEqual([400, 'body.downline']);
    const unknown = await daily('topagent', { action: 'sign', contractId: '1' });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'body.action']);
    expect((await daily('midagent', { action: 'list' })).json().value.total).toBe(0);
  });

  it('offer, accept, and show the kind in the consolidated flags of both sides', async () => {
    const offered = await daily('topagent', { action: 'offer', downline: 'midagent', tiers: tiers(['0', 0, 150]) });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().value).toMatchObject({ state: 'offered', role: 'given', upline: 'topagent', period: 'D' });
    const again = await daily('topagent', { action: 'offer', downline: 'midagent', tiers: tiers(['0', 0, 120]) });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONTRACT_OFFER_PENDING']);
    expect((await messagesOf('midagent')).map((message) => message.kind)).toEqual(['contract_offered']);
    const id = offered.json().value.id;
    expect((await daily('topagent', { action: 'accept', contractId: id })).statusCode).toBe(409);
    const accepted = await daily('midagent', { action: 'accept', contractId: id });
    expect(accepted.json().value).toMatchObject({ state: 'accepted', role: 'held' });
    expect((await daily('midagent', { action: 'accept', contractId: id })).statusCode).toBe(409);
    for (const who of ['topagent', 'midagent']) {
      const flags = (await world.clients[who]!.call('GET', '/wps/member/info/funds/consolidated')).json().value;
      expect(flags, who).toEqual({
        dailysalreqtype: true,
        divtypereq: false,
        contracthoursalreq: false,
        realtimesalreqtype: false,
      });
    }
    const rival = (await world.clients.rivalagent!.call('GET', '/wps/member/info/funds/consolidated')).json().value;
    expect(rival.dailysalreqtype).toBe(false);
  });

  it('end what a lower contract no longer covers, down the tree, with a message to each', async () => {
    await agree(world, 'midagent', 'leafagent', 'daily', tiers(['0', 0, 100]));
    // The site offers the top agent a lower contract; accepting it replaces the old one.
    await agree(world, null, 'topagent', 'daily', tiers(['0', 0, 120]));
    const held = (who: string) => daily(who, { action: 'list', role: 'held' }).then((r) => r.json().value.items);
    const [top] = await held('topagent');
    expect(top).toMatchObject({ state: 'accepted', tiers: tiers(['0', 0, 120]) });
    const [mid] = await held('midagent');
    const [leaf] = await held('leafagent');
    expect(mid).toMatchObject({ state: 'terminated', endReason: 'upline_contract' });
    expect(leaf).toMatchObject({ state: 'terminated', endReason: 'upline_contract' });
    expect((await messagesOf('midagent')).at(-1)?.kind).toBe('contract_ended');
    expect((await messagesOf('leafagent')).at(-1)?.kind).toBe('contract_ended');
    const replaced = (await daily('topagent', { action: 'list', role: 'held', state: 'finished' })).json().value.items;
    expect(replaced.map((contract: { endReason: string }) => contract.endReason)).toEqual(['replaced']);
  });

  it('end a contract when one side asks and the other agrees; a declined request leaves it running', async () => {
    const id = await agree(world, 'topagent', 'midagent', 'daily', tiers(['0', 0, 110]));
    const asked = await daily('midagent', { action: 'requestTermination', contractId: id });
    expect(asked.json().value).toMatchObject({ state: 'terminating', terminationRequestedBy: 'downline' });
    expect((await messagesOf('topagent')).at(-1)?.kind).toBe('contract_termination_requested');
    expect((await daily('midagent', { action: 'acceptTermination', contractId: id })).statusCode).toBe(409);
    const declined = await daily('topagent', { action: 'declineTermination', contractId: id });
    expect(declined.json().value).toMatchObject({ state: 'accepted', terminationRequestedBy: null });
    await daily('topagent', { action: 'requestTermination', contractId: id });
    const ended = await daily('midagent', { action: 'acceptTermination', contractId: id });
    expect(ended.json().value).toMatchObject({ state: 'terminated', endReason: 'agreed' });
    expect(ended.json().value.endedAt).toBe(new Date(world.clock.now()).toISOString());
  });

  it('a rejected offer runs nothing and may be offered again', async () => {
    const offered = await daily('topagent', { action: 'offer', downline: 'midagent', tiers: tiers(['0', 0, 100]) });
    const rejected = await daily('midagent', { action: 'reject', contractId: offered.json().value.id });
    expect(rejected.json().value.state).toBe('rejected');
    const again = await daily('topagent', { action: 'offer', downline: 'midagent', tiers: tiers(['0', 0, 100]) });
    expect(again.statusCode).toBe(200);
  });
});
