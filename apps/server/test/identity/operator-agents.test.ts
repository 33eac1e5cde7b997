import { operatorAgentPaths, operatorMemberExtraPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 25 "Members and agents": the service desk opens agent accounts (at the top or under an agent), which must
// change their first password; and reads a member's sign-ins with address, device and result.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let desk: OperatorCall;
let writer: OperatorCall;
let foreignOwner: OperatorCall;
let address = 0;
const client = (on: BuiltSite = site) => new PortalClient(ctx.app, on.code, `10.25.60.${++address}`);
const open = (as: OperatorCall, body: Record<string, unknown>) => as('POST', operatorAgentPaths.agents, body);

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db, { site: { defaultPassword: 'Default123' } });
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  desk = await signInOperator(ctx, site.code, 'agents-desk', [site.id], 'support');
  writer = await signInOperator(ctx, site.code, 'agents-writer', [site.id], 'finance');
  foreignOwner = await signInOperator(ctx, other.code, 'agents-other', [other.id]);
});
afterAll(() => ctx.close());

describe('POST /wps/operator/agents', () => {
  it('401 without a session, 403 for a role or a site it is not for, 404 for a parent of another site', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: operatorAgentPaths.agents,
      headers: { merchant: site.code },
      payload: { username: 'agentno1' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await open(writer, { username: 'agentno2' })).statusCode).toBe(403);
    const foreign = await foreignOwner(
      'POST',
      operatorAgentPaths.agents,
      { username: 'agentno3' },
      { merchant: site.code },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await open(foreignOwner, { username: 'elsewhere1' })).statusCode).toBe(201);
    const notHere = await open(desk, { username: 'agentno4', parent: 'elsewhere1' });
    expect([notHere.statusCode, notHere.json().field]).toEqual([404, 'body.parent']);
    // Nothing was opened by the refusals.
    for (const username of ['agentno1', 'agentno2', 'agentno3', 'agentno4']) {
      expect((await client().login(username, 'whatever1')).statusCode).toBe(401);
    }
  });

  it('400 naming the field: a username against the rule, a type that is no agent type, a parent no agent', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'x' }, 'body.username'],
      [{ username: 'agentbad1', memberType: 0 }, 'body.memberType'],
      [{ username: 'agentbad2', password: 'mine' }, 'body.password'],
      [{ username: 'agentbad3', memberType: 1.5 }, 'body.memberType'],
    ];
    for (const [body, field] of cases) {
      const answer = await open(desk, body);
      expect([answer.statusCode, answer.json().field], JSON.stringify(body)).toEqual([400, field]);
    }
    await client().register({ username: 'plainmem1', password: 'secret12', confirmPassword: 'secret12' });
    const plain = await open(desk, { username: 'agentbad4', parent: 'plainmem1' });
    expect([plain.statusCode, plain.json().field]).toEqual([400, 'body.parent']);
  });

  it('opens a top agent with a one-time password: it signs in to the agent back office and must change it', async () => {
    const answer = await open(desk, { username: 'TopAgent1', nickname: 'Top one' });
    expect(answer.statusCode).toBe(201);
    const opened = answer.json().value;
    expect(opened).toMatchObject({ username: 'TopAgent1', memberType: 1, parent: null, mustChangePassword: true });
    expect(opened.oneTimePassword).toMatch(/^[A-Z][A-Za-z0-9]{11}$/);
    const agent = client();
    const login = await agent.login('topagent1', opened.oneTimePassword, { agent: true });
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ role: 'agent', passwordChange: 'oneTime' });
    const held = await agent.call('GET', '/wps/agent/team/overview');
    expect([held.statusCode, held.json().code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    const changed = await agent.enc('PUT', '/wps/member/password', {
      oldPassword: opened.oneTimePassword,
      newPassword: 'Chosen2024',
      confirmNewPassword: 'Chosen2024',
    });
    expect(changed.statusCode).toBe(200);
    expect((await agent.call('GET', '/wps/member/info')).json().value.passwordChange).toBeNull();
    // Audited with who, from where and what, never the password.
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.agent.open'), eq(auditLog.subject, 'TopAgent1')));
    expect(audit?.details).toMatchObject({ before: null, after: { memberType: 1, parent: null, password: 'oneTime' } });
    expect(JSON.stringify(audit?.details)).not.toContain(opened.oneTimePassword);
  });

  it('opens an agent under an agent with the site default password, to change at first sign-in', async () => {
    const answer = await open(desk, { username: 'subagent1', parent: 'topagent1', password: 'default', memberType: 2 });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().value).toMatchObject({ parent: 'TopAgent1', memberType: 2, oneTimePassword: null });
    const login = await client().login('subagent1', 'Default123', { agent: true });
    expect(login.json().value).toMatchObject({ role: 'agent', passwordChange: 'default' });
    // The member search lists it under its agent.
    const listed = await desk('GET', '/wps/operator/members?agent=topagent1');
    expect(listed.json().value.items.map((row: { username: string }) => row.username)).toEqual(['subagent1']);
  });

  it('a parallel burst of the same username: one 201, one 409 naming username', async () => {
    const answers = await Promise.all([open(desk, { username: 'twinagent1' }), open(desk, { username: 'TWINAGENT1' })]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'USERNAME_TAKEN', field: 'body.username' });
  });
});

describe('GET /wps/operator/members/:username/sign-ins', () => {
  const signIns = (as: OperatorCall, username: string, query = '') =>
    as('GET', `${operatorMemberExtraPaths.signIns.replace(':username', username)}${query}`);

  it('401, 403 for a role or site it is not for, 404 for a member of another site, 400 naming the field', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: operatorMemberExtraPaths.signIns.replace(':username', 'topagent1'),
      headers: { merchant: site.code },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await signIns(writer, 'topagent1')).statusCode).toBe(403);
    const foreign = await foreignOwner(
      'GET',
      operatorMemberExtraPaths.signIns.replace(':username', 'topagent1'),
      undefined,
      {
        merchant: site.code,
      },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await signIns(desk, 'elsewhere1')).statusCode).toBe(404);
    const bad = await signIns(desk, 'topagent1', '?pageSize=500');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'query.pageSize']);
  });

  it('lists the tries newest first with address, device and result, and the accounts sharing an address', async () => {
    const shared = '10.25.61.7';
    const phone = new PortalClient(ctx.app, site.code, shared);
    await phone.register({ username: 'signer01', password: 'secret12', confirmPassword: 'secret12' });
    await phone.register({ username: 'signer02', password: 'secret12', confirmPassword: 'secret12' });
    const device = await phone.enc(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'signer01', password: 'secret12' },
      { 'x-device-id': 'device-of-signer01' },
    );
    expect(device.statusCode).toBe(200);
    expect((await phone.login('signer01', 'wrong-one1')).statusCode).toBe(401);
    const page = (await signIns(desk, 'SIGNER01', '?pageSize=1')).json().value;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items).toEqual([{ at: expect.any(String), ip: shared, device: null, succeeded: false, sharedWith: 1 }]);
    const second = (await signIns(desk, 'signer01', '?page=2&pageSize=1')).json().value;
    expect(second.items).toMatchObject([{ ip: shared, succeeded: true, sharedWith: 1 }]);
    expect(second.items[0].device).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(page.addresses).toEqual([
      { ip: shared, firstSeenAt: expect.any(String), sharedWith: 1, accounts: ['signer02'] },
    ]);
  });
});
