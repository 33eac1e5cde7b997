import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalClient } from '../portal-client.js';
import { announcements, buildPagesWorld, notice, type PagesWorld, people } from './agent-pages-setup.js';

// Issue 12: the agent's announcement and downline transaction calls, each in the order 401, 403,
// someone else's data (never shown), 400 naming the field, then 200 with rows made by the real flows.
let world: PagesWorld;
const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
const get = (client: PortalClient, url: string) => client.call('GET', url);
const answerOf = async (client: PortalClient, url: string) => (await get(client, url)).json().value;
let key = 0;
const keyed = () => ({ 'idempotency-key': `pages-key-${key++}` });

beforeAll(async () => {
  world = await buildPagesWorld();
});
afterAll(() => world.ctx.close());

/** The first two checks of every call: 401 without a session, 403 NOT_AGENT for a member. */
function refusesVisitorsAndMembers(url: string) {
  it('401 without a session', async () => {
    expect((await get(new PortalClient(world.ctx.app, world.site.code), url)).statusCode).toBe(401);
  });

  it('403 NOT_AGENT for a member', async () => {
    const response = await get(world.clients.leaf, url);
    expect([response.statusCode, response.json().code]).toEqual([403, 'NOT_AGENT']);
  });
}

describe('GET /wps/agent/announcements', () => {
  const url = '/wps/agent/announcements';

  beforeAll(async () => {
    const { site, otherSite } = world;
    await world.ctx.database.db
      .insert(announcements)
      .values([
        notice(site.id, { EN: 'Older notice', JA: '古いお知らせ' }, at(48)),
        notice(site.id, { EN: 'Newest notice', JA: '最新のお知らせ' }, at(1)),
        notice(site.id, { EN: 'Ended notice' }, at(72), { endsAt: at(2) }),
        notice(site.id, { EN: 'Future notice' }, new Date(Date.now() + hour)),
        notice(site.id, { EN: 'A player notice' }, at(3), { type: 'PL' }),
        notice(otherSite.id, { EN: 'Other site notice' }, at(3)),
      ]);
  });

  refusesVisitorsAndMembers(url);

  it("never shows another site's notices", async () => {
    const far = await answerOf(world.clients.far, url);
    expect(far.items.map((item: { title: string }) => item.title)).toEqual(['Other site notice']);
  });

  it('400 naming the field for bad paging', async () => {
    for (const [query, field] of [
      ['pageSize=1000', 'query.pageSize'],
      ['page=0', 'query.page'],
    ]) {
      const response = await get(world.clients.top, `${url}?${query}`);
      expect([response.statusCode, response.json().field], query).toEqual([400, field]);
    }
  });

  it("lists the live notices for agents, newest first, in the request's language, a page at a time", async () => {
    const page = await answerOf(world.clients.top, url);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.items.map((item: { title: string }) => item.title)).toEqual(['Newest notice', 'Older notice']);
    expect(page.items[0].content).toBe('Newest notice: details');
    expect(page.items[0].startDateStr).toBeGreaterThan(page.items[1].startDateStr);
    const japanese = await answerOf(world.clients.top.speaking('JA'), `${url}?pageSize=1&page=2`);
    expect(japanese).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(japanese.items.map((item: { title: string }) => item.title)).toEqual(['古いお知らせ']);
  });
});

describe('GET /wps/agent/downlines/transactions', () => {
  const url = '/wps/agent/downlines/transactions?from=2020-01-01&to=2020-01-02';
  // Around now, whatever the site's time zone: the day before to the day after, in UTC.
  const day = (offset: number) => new Date(Date.now() + offset * 24 * hour).toISOString().slice(0, 10);
  const list = (client: PortalClient, query = '') =>
    answerOf(client, `/wps/agent/downlines/transactions?from=${day(-1)}&to=${day(1)}${query}`);
  const deposit = (client: PortalClient, channelId: string, amount: string) =>
    client.call('POST', '/wps/cashier/deposit', { channelId, amount }, keyed());

  beforeAll(async () => {
    const { clients, channels, bankAccounts } = world;
    // top pays leaf (two levels down) and rival pays its stranger, through the agent transfer call.
    for (const [payer, downline] of [
      [clients.top, people.leaf],
      [clients.rival, people.stranger],
    ] as const) {
      const paid = await payer.enc(
        'POST',
        '/wps/agent/transfer/downline',
        { downline, amount: '50', paymentPassword: '112233', remark: 'float' },
        keyed(),
      );
      expect(paid.statusCode, paid.body).toBe(200);
    }
    expect((await deposit(clients.leaf, channels.demo, '12.50')).json().value.status).toBe('credited');
    expect((await deposit(clients.leaf, channels.bank, '30')).json().value.status).toBe('pending');
    expect((await deposit(clients.stranger, channels.demo, '9')).statusCode).toBe(200);
    const withdrawal = await clients.leaf.enc(
      'POST',
      '/wps/cashier/withdraw',
      { bankAccountId: bankAccounts.leaf, amount: '20', paymentPassword: '112233' },
      keyed(),
    );
    expect(withdrawal.statusCode).toBe(200);
    const bonus = { member: people.mid, direction: 'credit', kind: 'bonus', amount: '7', reason: 'Agent of the month' };
    expect((await world.operator('POST', '/wps/operator/adjustments', bonus, keyed())).statusCode).toBe(200);
  });

  refusesVisitorsAndMembers(url);

  it("never shows anyone outside my team: another agent's downline, another site's, nor me", async () => {
    for (const username of [people.stranger, people.rival, people.top, people.far]) {
      const page = await list(world.clients.top, `&username=${username}&match=exact`);
      expect([page.total, page.items], username).toEqual([0, []]);
    }
    const rivalView = await list(world.clients.rival);
    expect(new Set(rivalView.items.map((row: { username: string }) => row.username))).toEqual(
      new Set([people.stranger]),
    );
    expect((await list(world.clients.far)).items).toEqual([]);
  });

  it('400 naming the field for bad input', async () => {
    const cases: [string, string][] = [
      [`${url}&type=game`, 'query.type'],
      [`${url}&match=fuzzy`, 'query.match'],
      [`${url}&pageSize=1000`, 'query.pageSize'],
      ['/wps/agent/downlines/transactions?from=2020-02-01&to=2020-01-01', 'query.to'],
      ['/wps/agent/downlines/transactions?from=today&to=2020-01-01', 'query.from'],
    ];
    for (const [path, field] of cases) {
      const response = await get(world.clients.top, path);
      expect([response.statusCode, response.json().field], path).toEqual([400, field]);
    }
  });

  it("lists my whole team's deposits, withdrawals, transfers and bonuses, newest first, signed", async () => {
    const page = await list(world.clients.top);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    const rows = page.items.map((row: Record<string, string>) => [row.username, row.type, row.amount, row.status]);
    expect(rows).toEqual([
      [people.mid, 'bonus', '700', 'completed'],
      [people.leaf, 'withdrawal', '-2000', 'pending'],
      [people.leaf, 'deposit', '3000', 'pending'],
      [people.leaf, 'deposit', '1250', 'completed'],
      [people.leaf, 'transfer', '5000', 'completed'],
    ]);
    expect(page.items.map((row: { detail: string | null }) => row.detail)).toEqual([
      'Agent of the month',
      null,
      'Bank transfer',
      'Instant (demo)',
      people.top,
    ]);
    expect(Date.parse(page.items[0].time)).toBeGreaterThan(Date.parse(page.items[4].time));
  });

  it('filters by type, by username (exact or its start) and pages', async () => {
    const deposits = await list(world.clients.top, '&type=deposit');
    expect(deposits.items.map((row: { amount: string }) => row.amount)).toEqual(['3000', '1250']);
    expect((await list(world.clients.top, '&type=transfer')).total).toBe(1);
    expect((await list(world.clients.top, '&type=bonus')).items[0].username).toBe(people.mid);
    expect((await list(world.clients.top, '&username=PGLEAF01&match=exact')).total).toBe(4);
    expect((await list(world.clients.top, '&username=pgleaf&match=exact')).total).toBe(0);
    expect((await list(world.clients.top, '&username=pg')).total).toBe(5);
    const second = await list(world.clients.top, '&username=pgleaf&pageSize=3&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(second.items.map((row: { type: string }) => row.type)).toEqual(['transfer']);
    // mid sees its own downline, not itself.
    expect((await list(world.clients.mid, '&type=bonus')).total).toBe(0);
  });
});
