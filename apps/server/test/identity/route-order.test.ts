import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

/**
 * Every guarded identity call, in the order of the engineering standard: no token (401), the wrong
 * role (403), bad input (400), then success.
 */
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let trial: PortalClient;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const [row] = await ctx.database.db.select({ switches: sites.switches }).from(sites).where(eq(sites.id, site.id));
  await ctx.database.db
    .update(sites)
    .set({ switches: { ...row!.switches, AGENTPOLICY3: true } })
    .where(eq(sites.id, site.id));
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'orderly1', password: 'secret12', confirmPassword: 'secret12' });
  trial = new PortalClient(ctx.app, site.code);
  trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
});
afterAll(() => ctx.close());

const anonymous = () => new PortalClient(ctx.app, site.code);

describe.each([
  ['GET', '/wps/member/info', 'session'],
  ['GET', '/wps/member/info/icon', 'session'],
  ['GET', '/wps/v2/wallets/balance', 'session'],
  ['GET', '/wps/member/info/funds/consolidated', 'member'],
] as const)('%s %s', (method, url, access) => {
  it('401 without a token, 401 with a made-up one', async () => {
    expect((await anonymous().call(method, url)).statusCode).toBe(401);
    const forged = anonymous();
    forged.token = 'not-a-token-of-this-site';
    expect((await forged.call(method, url)).json().code).toBe('SESSION_EXPIRED');
  });

  it(access === 'member' ? '403 for a trial user' : 'answers a trial user too', async () => {
    const response = await trial.call(method, url);
    if (access === 'member') {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('TRIAL_ACCOUNT');
    } else {
      expect(response.statusCode).toBe(200);
    }
  });

  it('400 for a malformed header', async () => {
    const response = await ctx.app.inject({ method, url, headers: { merchant: site.code, language: 'klingon' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('header.language');
  });

  it('succeeds for a member', async () => {
    const response = await member.call(method, url);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });
});

describe('PUT /wps/member/password', () => {
  it('401, then 403 for a trial user, then 400 for a bad body, then success', async () => {
    const body = { oldPassword: 'secret12', newPassword: 'better12', confirmNewPassword: 'better12' };
    expect((await anonymous().enc('PUT', '/wps/member/password', body)).statusCode).toBe(401);
    const asTrial = await trial.enc('PUT', '/wps/member/password', body);
    expect(asTrial.statusCode).toBe(403);
    expect(asTrial.json().code).toBe('TRIAL_ACCOUNT');
    const bad = await member.enc('PUT', '/wps/member/password', {
      newPassword: 'x'.repeat(129),
      confirmNewPassword: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body.newPassword');
    expect((await member.enc('PUT', '/wps/member/password', body)).statusCode).toBe(200);
  });
});

describe('DELETE /wps/session/logout', () => {
  it('401 without a session, then ends the session', async () => {
    expect((await anonymous().call('DELETE', '/wps/session/logout')).statusCode).toBe(401);
    expect((await trial.call('DELETE', '/wps/session/logout')).statusCode).toBe(200);
    expect((await trial.call('GET', '/wps/member/info')).statusCode).toBe(401);
  });
});
