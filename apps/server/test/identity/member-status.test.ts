import { operatorMemberPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// Issue 25 "Members and agents": an operator locks, unlocks or closes a member; a member not active is signed out
// at once and cannot sign in, and the audit keeps who, before, after and why.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let desk: OperatorCall;
let writer: OperatorCall;
let foreignOwner: OperatorCall;
const password = 'secret12';

const statusPath = (username: string) => operatorMemberPaths.status.replace(':username', username);
const setStatus = (as: OperatorCall, username: string, status: string, reason = 'checked by the service desk') =>
  as('POST', statusPath(username), { status, reason });

async function member(on: BuiltSite, username: string) {
  const client = new PortalClient(ctx.app, on.code);
  const registered = await client.register({ username, password, confirmPassword: password });
  expect(registered.statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  desk = await signInOperator(ctx, site.code, 'status-desk', [site.id], 'support');
  writer = await signInOperator(ctx, site.code, 'status-writer', [site.id], 'content');
  foreignOwner = await signInOperator(ctx, other.code, 'status-other', [other.id]);
});
afterAll(() => ctx.close());

describe('POST /wps/operator/members/:username/status', () => {
  it("401 without a session, 403 for a role or a site it is not for, 404 for another site's member", async () => {
    await member(site, 'statusa1');
    const elsewhere = await member(other, 'statusb1');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: statusPath('statusa1'),
      headers: { merchant: site.code },
      payload: { status: 'locked', reason: 'no session' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await setStatus(writer, 'statusa1', 'locked')).statusCode).toBe(403);
    const onOtherSite = await foreignOwner(
      'POST',
      statusPath('statusa1'),
      { status: 'locked', reason: 'not mine' },
      {
        merchant: site.code,
      },
    );
    expect(onOtherSite.statusCode).toBe(403);
    const notHere = await setStatus(desk, 'statusb1', 'locked');
    expect([notHere.statusCode, notHere.json().field]).toEqual([404, 'params.username']);
    // Nothing happened to the other site's member.
    expect((await elsewhere.call('GET', '/wps/member/info')).statusCode).toBe(200);
  });

  it('400 naming the field for a status that is not one, or a reason too short', async () => {
    const bad = await setStatus(desk, 'statusa1', 'frozen');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.status']);
    const terse = await setStatus(desk, 'statusa1', 'locked', 'x');
    expect([terse.statusCode, terse.json().field]).toEqual([400, 'body.reason']);
  });

  it('locks a member: signed out at once everywhere, refused at sign-in, and audited with why', async () => {
    const phone = await member(site, 'statusa2');
    const laptop = new PortalClient(ctx.app, site.code);
    expect((await laptop.login('statusa2', password)).statusCode).toBe(200);
    const locked = await setStatus(desk, 'STATUSA2', 'locked', 'chargeback under review');
    expect(locked.statusCode).toBe(200);
    expect(locked.json().value).toEqual({ username: 'statusa2', status: 'locked', endedSessions: 2 });
    for (const client of [phone, laptop]) {
      expect((await client.call('GET', '/wps/member/info')).json().code).toBe('SESSION_EXPIRED');
    }
    const refused = await new PortalClient(ctx.app, site.code).login('statusa2', password);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_DISABLED']);
    expect(refused.json().params).toEqual({ status: 'locked' });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.status'), eq(auditLog.subject, 'statusa2')));
    expect(audit?.details).toMatchObject({ before: 'active', after: 'locked', reason: 'chargeback under review' });

    // Unlocked, it signs in again.
    expect((await setStatus(desk, 'statusa2', 'active')).json().value).toMatchObject({ status: 'active' });
    expect((await new PortalClient(ctx.app, site.code).login('statusa2', password)).statusCode).toBe(200);
  });

  it('closes a member for good: a closed account is not opened again', async () => {
    await member(site, 'statusa3');
    expect((await setStatus(desk, 'statusa3', 'closed', 'asked to close the account')).statusCode).toBe(200);
    const reopened = await setStatus(desk, 'statusa3', 'active');
    expect([reopened.statusCode, reopened.json().code]).toEqual([409, 'CONFLICT']);
    const refused = await new PortalClient(ctx.app, site.code).login('statusa3', password);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', params: { status: 'closed' } });
  });
});

describe('POST /wps/operator/members/:username/password', () => {
  const resetPath = (username: string) => operatorMemberPaths.password.replace(':username', username);
  const reset = (as: OperatorCall, username: string, reason = 'locked out of e-mail and phone') =>
    as('POST', resetPath(username), { reason });

  it('401, 403 for a role outside the desk, 404 for another site, 400 naming the field, 409 when closed', async () => {
    await member(site, 'reseta1');
    await member(other, 'resetb1');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: resetPath('reseta1'),
      headers: { merchant: site.code },
      payload: { reason: 'no session' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await reset(writer, 'reseta1')).statusCode).toBe(403);
    expect([(await reset(desk, 'resetb1')).statusCode]).toEqual([404]);
    const terse = await reset(desk, 'reseta1', 'x');
    expect([terse.statusCode, terse.json().field]).toEqual([400, 'body.reason']);
    await member(site, 'resetc1');
    await setStatus(desk, 'resetc1', 'closed', 'asked to close the account');
    expect((await reset(desk, 'resetc1')).statusCode).toBe(409);
  });

  it('answers a one-time password once, ends every session, and the member must change it', async () => {
    const phone = await member(site, 'reseta2');
    const answer = await reset(desk, 'RESETA2');
    expect(answer.statusCode).toBe(200);
    const { oneTimePassword, endedSessions } = answer.json().value;
    expect(endedSessions).toBe(1);
    expect((await phone.call('GET', '/wps/member/info')).json().code).toBe('SESSION_EXPIRED');
    const fresh = new PortalClient(ctx.app, site.code);
    expect((await fresh.login('reseta2', oneTimePassword)).statusCode).toBe(200);
    const blocked = await fresh.call('GET', '/wps/v2/wallets/balance');
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    // (Last: a failed sign-in makes a captcha due for the account.)
    expect((await new PortalClient(ctx.app, site.code).login('reseta2', password)).statusCode).toBe(401);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.password.reset'), eq(auditLog.subject, 'reseta2')));
    expect(audit?.details).toMatchObject({ reason: 'locked out of e-mail and phone' });
    expect(JSON.stringify(audit?.details)).not.toContain(oneTimePassword);
  });
});
