import { operatorMemberPaths, operatorMemberSearchPaths } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { auroraSite } from '../../src/demo/demo-sites.js';
import { type BuiltSite, buildSite, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 25 "Members and agents": the operator console finds a site's members by what the service desk knows of
// them, and opens a member's page: profile, money, live sessions and what operators last did to it.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let desk: OperatorCall;
let reader: OperatorCall;
let writer: OperatorCall;
let foreignOwner: OperatorCall;
const password = 'secret12';

const detailPath = (username: string) => operatorMemberSearchPaths.detail.replace(':username', username);
const search = (as: OperatorCall, query: Record<string, string | number> = {}) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, `${value}`]),
  );
  return as('GET', `${operatorMemberSearchPaths.search}?${params}`);
};
/** The usernames a search answers, in its order. */
async function found(query: Record<string, string | number>, as: OperatorCall = desk) {
  const response = await search(as, query);
  expect(response.statusCode).toBe(200);
  return response.json().value.items.map((item: { username: string }) => item.username);
}

async function register(on: BuiltSite, fields: Record<string, unknown>, ip = '127.0.0.1') {
  const client = new PortalClient(ctx.app, on.code, ip);
  const registered = await client.register({ password, confirmPassword: password, ...fields });
  expect(registered.statusCode).toBe(200);
  return client;
}

async function setRegistered(username: string, createdAt: string) {
  await ctx.database.db
    .update(members)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(members.id, await memberIdOf(ctx.database.db, site.id, username)));
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db, {
    registerRules: [
      ...auroraSite.registerRules,
      { field: 'realName', enabled: true, required: false, patternId: '14', minLength: 2, maxLength: 50 },
    ],
  });
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  desk = await signInOperator(ctx, site.code, 'search-desk', [site.id], 'support');
  reader = await signInOperator(ctx, site.code, 'search-reader', [site.id], 'read-only');
  writer = await signInOperator(ctx, site.code, 'search-writer', [site.id], 'content');
  foreignOwner = await signInOperator(ctx, other.code, 'search-other', [other.id]);

  const dialled = (code: string, number: string) => ({ countryDialingCode: code, mobileNum: number });
  await register(site, {
    username: 'msalpha1',
    ...dialled('+84', '912345678'),
    email: 'Alpha.One@example.com',
    realName: 'Nguyen Van An',
  });
  await register(site, { username: 'msalpha2', ...dialled('+84', '987654321'), email: 'alpha.two@example.com' });
  // A site asking for the payee name keeps it as the real name.
  await register(
    site,
    { username: 'msbeta1', ...dialled('+81', '9011112222'), payeeName: 'Kenji Sato' },
    '198.51.100.7',
  );
  await register(site, { username: 'msagent1' });
  await register(site, { username: 'msdown1' });
  await register(site, { username: 'msdown2' });
  await register(site, { username: 'mstrial1' });
  await register(other, { username: 'msother1' }, '198.51.100.7');
  // msalpha2 later signs in from the address msbeta1 registered from (and msother1, on another site).
  const sharing = await new PortalClient(ctx.app, site.code, '198.51.100.7').login('msalpha2', password);
  expect(sharing.statusCode).toBe(200);
  const db = ctx.database.db;
  const agentId = await memberIdOf(db, site.id, 'msagent1');
  await makeAgent(db, agentId);
  await placeUnder(db, agentId, [await memberIdOf(db, site.id, 'msdown1'), await memberIdOf(db, site.id, 'msdown2')]);
  await db
    .update(members)
    .set({ memberType: 4 })
    .where(eq(members.id, await memberIdOf(db, site.id, 'mstrial1')));
  // Registration days for the range and the default order; sign-in times for that sort.
  await setRegistered('msbeta1', '2024-03-10T23:30:00Z');
  await setRegistered('msdown1', '2024-03-11T00:00:00Z');
  await setRegistered('msdown2', '2024-03-12T00:00:00Z');
  const ids = await Promise.all(['msalpha1', 'msalpha2'].map((name) => memberIdOf(db, site.id, name)));
  await db
    .update(members)
    .set({ lastLoginAt: new Date('2024-05-01T10:00:00Z') })
    .where(eq(members.id, ids[0]!));
  await db
    .update(members)
    .set({ lastLoginAt: new Date('2024-06-01T10:00:00Z') })
    .where(eq(members.id, ids[1]!));
  await db
    .update(members)
    .set({ lastLoginAt: null })
    .where(inArray(members.username, ['msbeta1', 'msagent1', 'msdown1', 'msdown2']));
});
afterAll(() => ctx.close());

describe('GET /wps/operator/members and /wps/operator/members/:username', () => {
  it('401 without a session', async () => {
    for (const url of [operatorMemberSearchPaths.search, detailPath('msalpha1')]) {
      const anonymous = await ctx.app.inject({ method: 'GET', url, headers: { merchant: site.code } });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
  });

  it('403 for an operator of another site, and for a role that neither serves members nor reads', async () => {
    const foreign = await foreignOwner('GET', operatorMemberSearchPaths.search, undefined, { merchant: site.code });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'FORBIDDEN']);
    const foreignDetail = await foreignOwner('GET', detailPath('msalpha1'), undefined, { merchant: site.code });
    expect(foreignDetail.statusCode).toBe(403);
    expect((await search(writer)).statusCode).toBe(403);
    expect((await writer('GET', detailPath('msalpha1'))).statusCode).toBe(403);
  });

  it("404 naming the username for another site's member or none", async () => {
    for (const username of ['msother1', 'nosuchmember']) {
      const response = await desk('GET', detailPath(username));
      expect([response.statusCode, response.json().code, response.json().field]).toEqual([
        404,
        'NOT_FOUND',
        'params.username',
      ]);
    }
    // Nor does the search reach the other site.
    expect(await found({ username: 'msother' })).toEqual([]);
  });

  it.each([
    [{ pageSize: 500 }, 'query.pageSize'],
    [{ page: 0 }, 'query.page'],
    [{ status: 'x' }, 'query.status'],
    [{ sort: 'balance' }, 'query.sort'],
    [{ order: 'up' }, 'query.order'],
    [{ mobile: '+84 912' }, 'query.mobile'],
    [{ address: '198.51.100' }, 'query.address'],
    [{ registeredFrom: '2024-13-01' }, 'query.registeredFrom'],
    [{ registeredFrom: '2024-03-12', registeredTo: '2024-03-10' }, 'query.registeredTo'],
  ])('400 naming the field for %o', async (query, field) => {
    const response = await search(desk, query);
    expect([response.statusCode, response.json().code, response.json().field]).toEqual([
      400,
      'VALIDATION_ERROR',
      field,
    ]);
    expect(response.json().message).toContain(field);
  });

  it('lists every member but trial accounts, newest registration first, with the row the console shows', async () => {
    const response = await search(reader);
    expect(response.statusCode).toBe(200);
    const page = response.json().value;
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(page.items.map((item: { username: string }) => item.username)).toEqual([
      'msagent1',
      'msalpha2',
      'msalpha1',
      'msdown2',
      'msdown1',
      'msbeta1',
    ]);
    expect(page.items.find((item: { username: string }) => item.username === 'msalpha1')).toMatchObject({
      nickname: 'msalpha1',
      realName: 'Nguyen Van An',
      mobile: '+84912345678',
      email: 'Alpha.One@example.com',
      status: 'active',
      memberType: 0,
      agent: null,
      vipLevel: 0,
      lastLoginAt: '2024-05-01T10:00:00.000Z',
    });
    expect(page.items.find((item: { username: string }) => item.username === 'msbeta1')).toMatchObject({
      realName: 'Kenji Sato',
      email: null,
      registeredAt: '2024-03-10T23:30:00.000Z',
      lastLoginAt: null,
    });
    expect(await found({ username: 'mstrial' })).toEqual([]);
  });

  it('narrows by each filter: username and e-mail from their start, mobile digits, real name, agent, days, address', async () => {
    const sorted = async (query: Record<string, string>) => (await found(query)).sort();
    expect(await sorted({ username: 'MSALPHA' })).toEqual(['msalpha1', 'msalpha2']);
    expect(await sorted({ username: 'alpha' })).toEqual([]);
    // What an operator types is literal: `_` and `%` are no wildcards.
    expect(await sorted({ username: 'ms_lpha' })).toEqual([]);
    expect(await sorted({ username: '%' })).toEqual([]);
    expect(await sorted({ mobile: '9123' })).toEqual(['msalpha1']);
    expect(await sorted({ mobile: '4567' })).toEqual(['msalpha1']);
    expect(await sorted({ mobile: '1111' })).toEqual(['msbeta1']);
    expect(await sorted({ email: 'ALPHA.' })).toEqual(['msalpha1', 'msalpha2']);
    expect(await sorted({ email: 'one' })).toEqual([]);
    expect(await sorted({ realName: 'VAN' })).toEqual(['msalpha1']);
    expect(await sorted({ realName: 'sato' })).toEqual(['msbeta1']);
    expect(await sorted({ agent: 'MSAGENT1' })).toEqual(['msdown1', 'msdown2']);
    expect(await sorted({ agent: 'msagent' })).toEqual([]);
    expect((await search(desk, { agent: 'msagent1' })).json().value.items[0].agent).toBe('msagent1');
    expect(await sorted({ registeredFrom: '2024-03-10', registeredTo: '2024-03-11' })).toEqual(['msbeta1', 'msdown1']);
    expect(await sorted({ registeredFrom: '2024-03-11' })).toEqual(
      ['msagent1', 'msalpha1', 'msalpha2', 'msdown1', 'msdown2'].sort(),
    );
    expect(await sorted({ registeredTo: '2024-03-10' })).toEqual(['msbeta1']);
    expect(await sorted({ username: 'msdown', registeredTo: '2024-03-11' })).toEqual(['msdown1']);
    // An address: registered from it or signed in from it, on this site only.
    expect(await sorted({ address: '198.51.100.7' })).toEqual(['msalpha2', 'msbeta1']);
    expect(await sorted({ address: '198.51.100.8' })).toEqual([]);
  });

  it('pages with the total on each page, past the end too', async () => {
    const pages = [];
    for (const pageNo of [1, 2, 3]) {
      const response = await search(desk, { sort: 'username', pageSize: 4, page: pageNo });
      pages.push(response.json().value);
    }
    expect(pages.map((page) => [page.total, page.page, page.pageSize, page.items.length])).toEqual([
      [6, 1, 4, 4],
      [6, 2, 4, 2],
      [6, 3, 4, 0],
    ]);
    expect(pages.flatMap((page) => page.items.map((item: { username: string }) => item.username))).toEqual([
      'msagent1',
      'msalpha1',
      'msalpha2',
      'msbeta1',
      'msdown1',
      'msdown2',
    ]);
  });

  it('sorts by username, registration and last sign-in, either way', async () => {
    expect(await found({ sort: 'username', order: 'desc', username: 'msalpha' })).toEqual(['msalpha2', 'msalpha1']);
    expect(await found({ sort: 'registeredAt', order: 'asc', username: 'msd' })).toEqual(['msdown1', 'msdown2']);
    expect(await found({ sort: 'registeredAt', username: 'msd' })).toEqual(['msdown2', 'msdown1']);
    // Newest sign-in first; never signed in last, whichever way.
    expect((await found({ sort: 'lastLoginAt' })).slice(0, 2)).toEqual(['msalpha2', 'msalpha1']);
    const ascending = await found({ sort: 'lastLoginAt', order: 'asc' });
    expect(ascending.slice(0, 2)).toEqual(['msalpha1', 'msalpha2']);
  });

  it("shows a locked member's status, its money, live sessions and the audit of what was done", async () => {
    const phone = await register(site, { username: 'mslocked1' }, '10.0.0.7');
    const laptop = new PortalClient(ctx.app, site.code, '10.0.0.8');
    expect((await laptop.login('mslocked1', password)).statusCode).toBe(200);
    const credit = await desk(
      'POST',
      '/wps/operator/adjustments',
      { member: 'mslocked1', direction: 'credit', amount: '12.50', reason: 'Goodwill credit' },
      { 'idempotency-key': 'search-adjust-1' },
    );
    // A desk operator may not move money: an owner does.
    expect(credit.statusCode).toBe(403);
    const owner = await signInOperator(ctx, site.code, 'search-owner', [site.id]);
    const credited = await owner(
      'POST',
      '/wps/operator/adjustments',
      { member: 'mslocked1', direction: 'credit', amount: '12.50', reason: 'Goodwill credit' },
      { 'idempotency-key': 'search-adjust-1' },
    );
    expect(credited.statusCode).toBe(200);

    const open = (await desk('GET', detailPath('MSLOCKED1'))).json().value;
    expect(open).toMatchObject({
      username: 'mslocked1',
      status: 'active',
      registrationIp: '10.0.0.7',
      balances: { currency: 'USD', main: '1250', outsideMain: '0' },
    });
    expect(open.sessions.map((session: { ip: string }) => session.ip).sort()).toEqual(['10.0.0.7', '10.0.0.8']);
    expect(open.recentAudit).toEqual([
      expect.objectContaining({ action: 'balance.adjustment', operator: 'search-owner' }),
    ]);
    expect(phone.token).not.toBeNull();

    const locked = await desk('POST', operatorMemberPaths.status.replace(':username', 'mslocked1'), {
      status: 'locked',
      reason: 'chargeback under review',
    });
    expect(locked.statusCode).toBe(200);
    expect(await found({ status: 'locked' })).toEqual(['mslocked1']);
    expect((await search(desk, { status: 'locked' })).json().value.items[0].status).toBe('locked');
    expect(await found({ status: 'active', username: 'mslocked' })).toEqual([]);

    const detail = (await reader('GET', detailPath('mslocked1'))).json().value;
    expect(detail.status).toBe('locked');
    expect(detail.sessions).toEqual([]);
    expect(detail.balances.main).toBe('1250');
    expect(detail.recentAudit[0]).toMatchObject({
      action: 'member.status',
      operator: 'search-desk',
      details: { before: 'active', after: 'locked', reason: 'chargeback under review' },
    });
    expect(Date.parse(detail.recentAudit[0].at)).toBeGreaterThan(0);
    expect(detail.recentAudit.map((row: { action: string }) => row.action)).toEqual([
      'member.status',
      'balance.adjustment',
    ]);
    // Another member's page shows none of it.
    expect((await desk('GET', detailPath('msalpha1'))).json().value.recentAudit).toEqual([]);
  });
});
