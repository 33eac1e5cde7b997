import { operatorAuditPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';

// Issue 25: the audit page filters the site's log by operator, action, object and time, a page at a time.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let owner: OperatorCall;
let risk: OperatorCall;
let finance: OperatorCall;

const read = (as: OperatorCall, query: Record<string, string> = {}) =>
  as('GET', `${operatorAuditPaths.audit}?${new URLSearchParams(query)}`);
const actionsOf = (answer: { json(): { value: { items: { action: string }[] } } }) =>
  answer.json().value.items.map((item) => item.action);

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  owner = await signInOperator(ctx, site.code, 'audit-owner', [site.id]);
  risk = await signInOperator(ctx, site.code, 'audit-risk', [site.id], 'risk');
  finance = await signInOperator(ctx, site.code, 'audit-finance', [site.id], 'finance');
  // Rows of known times, after the sign-ins' own: two operators, three actions, another site's row.
  const ids = await ctx.database.db.select({ id: operators.id, username: operators.username }).from(operators);
  const idOf = (username: string) => ids.find((row) => row.username === username)!.id;
  const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
  await ctx.database.db.insert(auditLog).values([
    {
      operatorId: idOf('audit-owner'),
      siteId: site.id,
      action: 'member.status',
      subject: 'Alice',
      at: at(0),
      details: { ip: '10.0.0.1', before: 'active', after: 'locked' },
    },
    {
      operatorId: idOf('audit-finance'),
      siteId: site.id,
      action: 'member.adjustment',
      subject: 'alice',
      at: at(10),
      details: { amount: '5.00' },
    },
    {
      operatorId: idOf('audit-owner'),
      siteId: site.id,
      action: 'operator.role',
      subject: 'audit-finance',
      at: at(20),
      details: { ip: '10.0.0.2' },
    },
    {
      operatorId: idOf('audit-owner'),
      siteId: other.id,
      action: 'member.status',
      subject: 'alice',
      at: at(30),
      details: {},
    },
    {
      operatorId: idOf('audit-owner'),
      siteId: site.id,
      action: 'member_status',
      subject: 'bob',
      at: at(40),
      details: {},
    },
  ]);
});
afterAll(() => ctx.close());

describe('GET /wps/operator/audit', () => {
  it('401 without a session, 403 for a role outside the area, 400 naming a bad filter', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: operatorAuditPaths.audit,
      headers: { merchant: site.code },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await read(finance)).statusCode).toBe(403);
    const big = await read(risk, { pageSize: '1000' });
    expect([big.statusCode, big.json().field]).toEqual([400, 'query.pageSize']);
    const when = await read(risk, { from: 'yesterday' });
    expect([when.statusCode, when.json().field]).toEqual([400, 'query.from']);
  });

  it("answers this site's rows newest first, filtered by operator, action family, object and time", async () => {
    const window = { from: '2030-01-01T11:00:00Z', to: '2030-01-01T13:00:00Z' };
    const all = await read(risk, window);
    expect(actionsOf(all)).toEqual(['member_status', 'operator.role', 'member.adjustment', 'member.status']);
    const first = all.json().value.items.at(-1);
    expect(first).toMatchObject({ operator: 'audit-owner', subject: 'Alice', ip: '10.0.0.1' });
    expect(first.details).toMatchObject({ before: 'active', after: 'locked' });

    expect(actionsOf(await read(risk, { ...window, operator: 'AUDIT-FINANCE' }))).toEqual(['member.adjustment']);
    // A family matches by its prefix as typed: the underscore is not a wildcard.
    expect(actionsOf(await read(risk, { ...window, action: 'member.' }))).toEqual([
      'member.adjustment',
      'member.status',
    ]);
    expect(actionsOf(await read(risk, { ...window, action: 'member.status' }))).toEqual(['member.status']);
    expect(actionsOf(await read(risk, { ...window, subject: 'ALICE' }))).toEqual([
      'member.adjustment',
      'member.status',
    ]);
    expect(actionsOf(await read(risk, { from: '2030-01-01T12:05:00Z', to: '2030-01-01T12:25:00Z' }))).toEqual([
      'operator.role',
      'member.adjustment',
    ]);
  });

  it('pages with the count of everything that matches, also past the last page', async () => {
    const window = { from: '2030-01-01T11:00:00Z', to: '2030-01-01T13:00:00Z' };
    const second = await owner(
      'GET',
      `${operatorAuditPaths.audit}?${new URLSearchParams({ ...window, pageSize: '3', page: '2' })}`,
    );
    expect(second.json().value).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(actionsOf(second)).toEqual(['member.status']);
    const beyond = await read(owner, { ...window, pageSize: '3', page: '5' });
    expect(beyond.json().value).toMatchObject({ items: [], total: 4 });
    const [{ count }] = (await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.siteId} = ${site.id}`)) as [{ count: number }];
    // Unfiltered, the sign-ins' own rows count too: the log holds every action.
    expect((await read(owner, { pageSize: '1' })).json().value.total).toBe(count);
  });
});
