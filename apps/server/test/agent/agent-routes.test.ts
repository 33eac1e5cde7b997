import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, members } from '../../src/db/schema/index.js';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import { type BuiltSite, buildSite, makeAgent, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Issue 12: the agent calls answer for the caller's own team only, in the order 401, 403/404, 400, 200.
let ctx: TestContext;
let site: BuiltSite;
let otherSite: BuiltSite;
let gameId: bigint;
const people = { top: 'agtop001', mid: 'agmid001', leaf: 'agleaf01', rival: 'agrival1', far: 'agfar001' } as const;
type Person = keyof typeof people;
const clients = {} as Record<Person, PortalClient>;
const ids = {} as Record<Person, bigint>;
const range = 'from=2026-01-01&to=2026-03-31';
let ip = 1;

const db = () => ctx.database.db;
const today = async () =>
  (
    await db().execute<{ day: string }>(
      sql`SELECT (now() AT TIME ZONE time_zone)::date::text AS day FROM sites WHERE id = ${site.id}`,
    )
  ).rows[0]!.day;

/** A member registered through the app, under an agent's invitation code when given (placed at once). */
async function person(on: BuiltSite, username: string, affiliateCode?: string) {
  const client = new PortalClient(ctx.app, on.code, `10.13.0.${ip++}`);
  await client.register({ username, password: 'secret12', confirmPassword: 'secret12', affiliateCode });
  return { client, id: await memberIdOf(db(), on.id, username) };
}

/** Makes a member an agent with an invitation code, for the members registered below it. */
async function agentWithCode(id: bigint, code: string) {
  await makeAgent(db(), id);
  await db().update(members).set({ affiliateCode: code }).where(eq(members.id, id));
  return code;
}

async function settledRound(memberId: bigint, stake: bigint, win: bigint, ref: string) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${ref}, 'real', ${stake}, ${win}, 'settled', now())`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  otherSite = await buildSite(db());
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'AGV' }, { gameCode: 'AGSPIN' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'AGSPIN'`))[0]!.id;
  // Each member is registered under its upline, so it counts as a new member of the team from its
  // insert on (placing it afterwards could race the scheduled fold of the team's changes).
  ({ client: clients.top, id: ids.top } = await person(site, people.top));
  const topCode = await agentWithCode(ids.top, 'AGTOPONE');
  ({ client: clients.mid, id: ids.mid } = await person(site, people.mid, topCode));
  const midCode = await agentWithCode(ids.mid, 'AGMIDONE');
  ({ client: clients.leaf, id: ids.leaf } = await person(site, people.leaf, midCode));
  ({ client: clients.rival, id: ids.rival } = await person(site, people.rival));
  ({ client: clients.far, id: ids.far } = await person(otherSite, people.far));
  for (const agent of [ids.rival, ids.far]) await makeAgent(db(), agent);
  for (const role of ['top', 'rival', 'far'] as const) await clients[role].login(people[role], 'secret12');
});
afterAll(() => ctx.close());

describe('agent calls', () => {
  it('refuse without a session and to a member that is not an agent', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await anonymous.call('GET', `/wps/agent/team/overview?${range}`)).statusCode).toBe(401);
    const member = await clients.leaf.call('GET', `/wps/agent/team/overview?${range}`);
    expect([member.statusCode, member.json().code]).toEqual([403, 'NOT_AGENT']);
    const opened = await clients.leaf.call('POST', '/wps/agent/downlines', { username: 'nobody1', type: 'member' });
    expect(opened.statusCode).toBe(403);
  });

  it("never show another agent's team, nor a member of another site", async () => {
    for (const parent of [people.rival, people.far, 'nosuchone']) {
      const response = await clients.top.call('GET', `/wps/agent/downlines?${range}&parent=${parent}`);
      expect([response.statusCode, response.json().field], parent).toEqual([404, 'query.parent']);
    }
    const rivalView = await clients.rival.call('GET', `/wps/agent/downlines?${range}&parent=${people.mid}`);
    expect(rivalView.statusCode).toBe(404);
    const farList = (await clients.far.call('GET', `/wps/agent/downlines?${range}`)).json().value;
    expect(farList.items).toEqual([]);
  });

  it('refuse bad input naming the field, and change nothing', async () => {
    const cases: [string, string][] = [
      ['/wps/agent/team/overview?from=2026-03-01&to=2026-01-01', 'query.to'],
      ['/wps/agent/team/overview?from=2026-01-01&to=2026-12-31', 'query.to'],
      ['/wps/agent/team/overview?from=yesterday&to=2026-01-01', 'query.from'],
      [`/wps/agent/downlines?${range}&type=boss`, 'query.type'],
      [`/wps/agent/downlines?${range}&pageSize=1000`, 'query.pageSize'],
    ];
    for (const [url, field] of cases) {
      const response = await clients.top.call('GET', url);
      expect([response.statusCode, response.json().field], url).toEqual([400, field]);
    }
    const badName = await clients.top.call('POST', '/wps/agent/downlines', { username: '9 bad!', type: 'member' });
    expect([badName.statusCode, badName.json().field]).toEqual([400, 'body.username']);
    const badType = await clients.top.call('POST', '/wps/agent/downlines', { username: 'okname1', type: 'boss' });
    expect([badType.statusCode, badType.json().field]).toEqual([400, 'body.type']);
    const taken = await clients.top.call('POST', '/wps/agent/downlines', { username: people.rival, type: 'member' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'USERNAME_TAKEN']);
  });
});

describe('the team', () => {
  it('shows the team overview, day by day, with play counted for every upline', async () => {
    await settledRound(ids.leaf, 1000n, 300n, 'ag-1');
    await settledRound(ids.mid, 500n, 0n, 'ag-2');
    await settledRound(ids.rival, 700n, 0n, 'ag-3');
    await db().transaction((tx) => foldTeamChanges(tx));
    const day = await today();
    const overview = (await clients.top.call('GET', `/wps/agent/team/overview?from=${day}&to=${day}`)).json().value;
    expect(overview).toMatchObject({ teamSize: 2, teamBalance: '0' });
    expect(overview.totals).toMatchObject({
      rounds: 2,
      stake: '1500',
      // Valid bet is what each round won or lost, at most its stake: 7.00 of the 10.00 that paid 3.00, and 5.00.
      validBet: '1200',
      payout: '300',
      profitLoss: '-1200',
      newMembers: 2,
      activeMembers: 2,
    });
    expect(overview.days).toHaveLength(1);
    const play = (await clients.top.call('GET', `/wps/agent/team/play?from=${day}&to=${day}`)).json().value;
    expect(play.rows).toEqual([
      { day, category: 'RNG', rounds: 2, stake: '1500', validBet: '1200', payout: '300', profitLoss: '-1200' },
    ]);
  });

  it('lists direct downlines with their team figures, and drills down with the path back up', async () => {
    const day = await today();
    const mine = (await clients.top.call('GET', `/wps/agent/downlines?from=${day}&to=${day}`)).json().value;
    expect(mine.path.map((step: { username: string }) => step.username)).toEqual([people.top]);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ username: people.mid, type: 'agent', teamSize: 1 });
    expect(mine.items[0].figures).toMatchObject({ rounds: 2, stake: '1500', activeMembers: 2 });
    const below = (
      await clients.top.call('GET', `/wps/agent/downlines?from=${day}&to=${day}&parent=${people.mid}`)
    ).json().value;
    expect(below.path.map((step: { username: string }) => step.username)).toEqual([people.top, people.mid]);
    expect(below.items.map((row: { username: string }) => row.username)).toEqual([people.leaf]);
    expect(below.items[0]).toMatchObject({ type: 'member', teamSize: 0, figures: { stake: '1000', payout: '300' } });
    const agentsOnly = (
      await clients.top.call('GET', `/wps/agent/downlines?from=${day}&to=${day}&parent=${people.mid}&type=agent`)
    ).json().value;
    expect(agentsOnly.total).toBe(0);
  });

  // Issue 22 finding 9: every account an agent opened had the site's shared default password, so whoever
  // knew the username could sign in first and own it.
  it('opens accounts below me with a one-time random password, shown once, to be changed at first sign-in', async () => {
    const opened = await clients.top.call('POST', '/wps/agent/downlines', { username: 'newbie01', type: 'member' });
    const { oneTimePassword, ...rest } = opened.json().value;
    expect(rest).toEqual({ username: 'newbie01', type: 'member', mustChangePassword: true });
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const second = await clients.top.call('POST', '/wps/agent/downlines', { username: 'newbie02', type: 'member' });
    expect(second.json().value.oneTimePassword).not.toBe(oneTimePassword);
    const newbie = new PortalClient(ctx.app, site.code, '10.13.1.1');
    const login = await newbie.login('newbie01', oneTimePassword);
    expect(login.json().value).toMatchObject({ defaultPassword: true, passwordChange: 'oneTime' });
    const balance = await newbie.call('GET', '/wps/v2/wallets/balance');
    expect([balance.statusCode, balance.json().params]).toEqual([403, { reason: 'oneTime' }]);
    // The site's shared default password opens nothing.
    const guesser = new PortalClient(ctx.app, site.code, '10.13.1.3');
    expect((await guesser.login('newbie02', 'Abc123456')).json().code).toBe('LOGIN_FAILED');
    const list = (await clients.top.call('GET', `/wps/agent/downlines?${range}&username=newbie01`)).json().value;
    expect(list.items.map((row: { username: string }) => row.username)).toEqual(['newbie01']);
  });

  it('gives my invitation code and link; registering with it lands below me', async () => {
    const { code, link } = (await clients.rival.call('GET', '/wps/agent/invitation')).json().value;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link).toContain(`affiliateCode=${code}`);
    expect((await clients.rival.call('GET', '/wps/agent/invitation')).json().value.code).toBe(code);
    const invited = new PortalClient(ctx.app, site.code, '10.13.1.2');
    await invited.register({
      username: 'invited01',
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: code,
    });
    const list = (await clients.rival.call('GET', `/wps/agent/downlines?${range}`)).json().value;
    expect(list.items.map((row: { username: string }) => row.username)).toEqual(['invited01']);
  });
});
