import { operatorMemberNotePaths, operatorMemberSearchPaths } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 25 "Members and agents": the service desk writes notes on a member (kept, never edited), sets its tags
// (and finds members by them), and moves a member with its team under another agent.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let desk: OperatorCall;
let reader: OperatorCall;
let writer: OperatorCall;
let foreignOwner: OperatorCall;
const password = 'secret12';

const pathOf = (path: string, username: string) => path.replace(':username', username);
const notesPath = (username: string) => pathOf(operatorMemberNotePaths.notes, username);
const tagsPath = (username: string) => pathOf(operatorMemberNotePaths.tags, username);
const agentPath = (username: string) => pathOf(operatorMemberNotePaths.agent, username);

async function register(on: BuiltSite, username: string) {
  const client = new PortalClient(ctx.app, on.code);
  const registered = await client.register({ username, password, confirmPassword: password });
  expect(registered.statusCode).toBe(200);
}

/** The usernames a member search answers, A to Z. */
async function found(query: Record<string, string>) {
  const response = await desk('GET', `${operatorMemberSearchPaths.search}?${new URLSearchParams(query)}`);
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .value.items.map((item: { username: string }) => item.username)
    .sort();
}

/** Each member's uplines in the team tree, nearest first. */
async function uplinesOf(username: string) {
  const id = await memberIdOf(ctx.database.db, site.id, username);
  const result = await ctx.database.db.execute<{ username: string }>(
    sql`SELECT m.username FROM member_tree t JOIN members m ON m.id = t.ancestor_id
        WHERE t.descendant_id = ${id} AND t.depth > 0 ORDER BY t.depth`,
  );
  return result.rows.map((row) => row.username);
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  desk = await signInOperator(ctx, site.code, 'notes-desk', [site.id], 'support');
  reader = await signInOperator(ctx, site.code, 'notes-reader', [site.id], 'read-only');
  writer = await signInOperator(ctx, site.code, 'notes-writer', [site.id], 'content');
  foreignOwner = await signInOperator(ctx, other.code, 'notes-other', [other.id]);
  for (const username of ['noted1', 'noted2', 'ntagent1', 'ntagent2', 'ntsub1', 'ntleaf1', 'ntplain1']) {
    await register(site, username);
  }
  await register(other, 'noteb1');
  // ntagent1 > ntsub1 (an agent too) > ntleaf1; ntagent2 has no team.
  const db = ctx.database.db;
  const id = (username: string) => memberIdOf(db, site.id, username);
  for (const agent of ['ntagent1', 'ntagent2', 'ntsub1']) await makeAgent(db, await id(agent));
  await placeUnder(db, await id('ntagent1'), [await id('ntsub1')]);
  await placeUnder(db, await id('ntsub1'), [await id('ntleaf1')]);
});
afterAll(() => ctx.close());

describe('notes and tags: /wps/operator/members/:username/notes and /tags', () => {
  it('401 without a session', async () => {
    for (const [method, url, payload] of [
      ['GET', notesPath('noted1'), undefined],
      ['POST', notesPath('noted1'), { text: 'no session' }],
      ['PUT', tagsPath('noted1'), { tags: ['VIP'] }],
    ] as const) {
      const anonymous = await ctx.app.inject({ method, url, headers: { merchant: site.code }, payload });
      expect([method, anonymous.statusCode]).toEqual([method, 401]);
    }
  });

  it('403 for an operator of another site, a role outside the desk, and a reader that writes', async () => {
    const foreign = await foreignOwner('GET', notesPath('noted1'), undefined, { merchant: site.code });
    expect(foreign.statusCode).toBe(403);
    expect((await writer('GET', notesPath('noted1'))).statusCode).toBe(403);
    expect((await writer('POST', notesPath('noted1'), { text: 'not mine' })).statusCode).toBe(403);
    expect((await reader('POST', notesPath('noted1'), { text: 'read only' })).statusCode).toBe(403);
    expect((await reader('PUT', tagsPath('noted1'), { tags: ['VIP'] })).statusCode).toBe(403);
    // A reader reads.
    expect((await reader('GET', notesPath('noted1'))).statusCode).toBe(200);
  });

  it("404 naming the username for another site's member", async () => {
    for (const response of [
      await desk('GET', notesPath('noteb1')),
      await desk('POST', notesPath('noteb1'), { text: 'elsewhere' }),
      await desk('PUT', tagsPath('noteb1'), { tags: ['VIP'] }),
    ]) {
      expect([response.statusCode, response.json().code, response.json().field]).toEqual([
        404,
        'NOT_FOUND',
        'params.username',
      ]);
    }
  });

  it.each([
    [notesPath('noted1'), { text: '   ' }, 'body.text'],
    [notesPath('noted1'), { text: 'x'.repeat(1001) }, 'body.text'],
    [tagsPath('noted1'), { tags: ['ok', ''] }, 'body.tags.1'],
    [tagsPath('noted1'), { tags: ['a,b'] }, 'body.tags.0'],
    [tagsPath('noted1'), { tags: ['x'.repeat(25)] }, 'body.tags.0'],
    [tagsPath('noted1'), { tags: Array.from({ length: 11 }, (_, n) => `t${n}`) }, 'body.tags'],
  ])('400 naming the field: %s %o', async (url, body, field) => {
    const response = await desk(url.endsWith('/tags') ? 'PUT' : 'POST', url, body);
    expect([response.statusCode, response.json().code, response.json().field]).toEqual([
      400,
      'VALIDATION_ERROR',
      field,
    ]);
  });

  it('keeps notes with author and time, newest first, paged', async () => {
    const first = await desk('POST', notesPath('NOTED1'), { text: '  Called about a late deposit.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ text: 'Called about a late deposit.', author: 'notes-desk' });
    const owner = await signInOperator(ctx, site.code, 'notes-owner', [site.id]);
    await owner('POST', notesPath('noted1'), { text: 'Deposit found; credited.' });
    const page = (await reader('GET', notesPath('noted1'))).json().value;
    expect(page).toMatchObject({ total: 2, page: 1 });
    expect(page.items.map((note: { text: string; author: string }) => [note.text, note.author])).toEqual([
      ['Deposit found; credited.', 'notes-owner'],
      ['Called about a late deposit.', 'notes-desk'],
    ]);
    expect(Date.parse(page.items[0].at)).toBeGreaterThan(0);
    const second = (await desk('GET', `${notesPath('noted1')}?pageSize=1&page=2`)).json().value;
    expect([second.total, second.items.map((note: { author: string }) => note.author)]).toEqual([2, ['notes-desk']]);
    // Another member has none.
    expect((await desk('GET', notesPath('noted2'))).json().value).toMatchObject({ total: 0, items: [] });
  });

  it('sets tags (one per letter case, A to Z), audited before and after, shown on the page and searchable', async () => {
    const set = await desk('PUT', tagsPath('noted1'), { tags: ['watch', 'VIP', ' vip '] });
    expect(set.statusCode).toBe(200);
    expect(set.json().value).toEqual({ username: 'noted1', tags: ['VIP', 'watch'] });
    await desk('PUT', tagsPath('noted2'), { tags: ['vip'] });
    expect(await found({ tag: 'Vip' })).toEqual(['noted1', 'noted2']);
    expect(await found({ tag: 'watch' })).toEqual(['noted1']);
    expect(await found({ tag: 'wat' })).toEqual([]);
    expect(await found({ tag: 'vip', username: 'noted2' })).toEqual(['noted2']);

    const changed = await desk('PUT', tagsPath('noted1'), { tags: ['watch'] });
    expect(changed.json().value.tags).toEqual(['watch']);
    // The same set again changes nothing and writes no audit row.
    await desk('PUT', tagsPath('noted1'), { tags: ['watch'] });
    const audit = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.tags'), eq(auditLog.subject, 'noted1')))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.details.before, row.details.after])).toEqual([
      [[], ['VIP', 'watch']],
      [['VIP', 'watch'], ['watch']],
    ]);
    const detail = (await reader('GET', pathOf(operatorMemberSearchPaths.detail, 'noted1'))).json().value;
    expect(detail.tags).toEqual(['watch']);
    expect(detail.recentAudit[0]).toMatchObject({ action: 'member.tags', operator: 'notes-desk' });
    expect(await found({ tag: 'vip' })).toEqual(['noted2']);
    // Cleared.
    expect((await desk('PUT', tagsPath('noted1'), { tags: [] })).json().value.tags).toEqual([]);
    expect(await found({ tag: 'watch' })).toEqual([]);
  });
});

describe('POST /wps/operator/members/:username/agent', () => {
  const move = (username: string, agent: string, as: OperatorCall = desk, reason = 'agent asked to take over') =>
    as('POST', agentPath(username), { agent, reason });

  it('401 without a session, 403 for a role outside the desk or another site, 404 for another site', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: agentPath('ntplain1'),
      headers: { merchant: site.code },
      payload: { agent: 'ntagent2', reason: 'no session' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await move('ntplain1', 'ntagent2', writer)).statusCode).toBe(403);
    expect((await move('ntplain1', 'ntagent2', reader)).statusCode).toBe(403);
    const foreign = await foreignOwner(
      'POST',
      agentPath('ntplain1'),
      { agent: 'ntagent2', reason: 'not mine' },
      { merchant: site.code },
    );
    expect(foreign.statusCode).toBe(403);
    const notHere = await move('noteb1', 'ntagent2');
    expect([notHere.statusCode, notHere.json().field]).toEqual([404, 'params.username']);
    const noAgent = await move('ntplain1', 'noteb1');
    expect([noAgent.statusCode, noAgent.json().field]).toEqual([404, 'body.agent']);
  });

  it('400 naming the field: a short reason, no agent, an upline that is no agent', async () => {
    const terse = await move('ntplain1', 'ntagent2', desk, 'x');
    expect([terse.statusCode, terse.json().field]).toEqual([400, 'body.reason']);
    const empty = await move('ntplain1', ' ');
    expect([empty.statusCode, empty.json().field]).toEqual([400, 'body.agent']);
    const player = await move('ntplain1', 'noted1');
    expect([player.statusCode, player.json().code, player.json().field]).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.agent',
    ]);
  });

  it('409 under itself, under its own team, or under the agent it is under already', async () => {
    for (const [username, agent] of [
      ['ntagent1', 'ntagent1'],
      ['ntagent1', 'ntsub1'],
      ['ntsub1', 'ntagent1'],
    ]) {
      const refused = await move(username!, agent!);
      expect([username, agent, refused.statusCode, refused.json().field]).toEqual([username, agent, 409, 'body.agent']);
    }
    expect(await uplinesOf('ntleaf1')).toEqual(['ntsub1', 'ntagent1']);
  });

  it('moves a member with its team under another agent: the tree follows, audited with why', async () => {
    const moved = await move('NTSUB1', 'ntagent2', desk, 'merged into the new agency');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().value).toEqual({ username: 'ntsub1', before: 'ntagent1', agent: 'ntagent2', teamMoved: 1 });
    expect(await uplinesOf('ntsub1')).toEqual(['ntagent2']);
    expect(await uplinesOf('ntleaf1')).toEqual(['ntsub1', 'ntagent2']);
    expect(await found({ agent: 'ntagent2' })).toEqual(['ntsub1']);
    expect(await found({ agent: 'ntagent1' })).toEqual([]);
    const [audit] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.agent'), eq(auditLog.subject, 'ntsub1')));
    expect(audit?.details).toMatchObject({
      before: 'ntagent1',
      after: 'ntagent2',
      teamMoved: 1,
      reason: 'merged into the new agency',
    });
    // A member with no upline moves too; now ntagent2's team holds it, so ntagent2 may not move under it.
    const plain = await move('ntplain1', 'ntsub1');
    expect(plain.json().value).toEqual({ username: 'ntplain1', before: null, agent: 'ntsub1', teamMoved: 0 });
    expect(await uplinesOf('ntplain1')).toEqual(['ntsub1', 'ntagent2']);
    expect((await move('ntagent2', 'ntsub1')).statusCode).toBe(409);
  });
});
