import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

// Remember-me keeps a revocable HttpOnly token, never the password; the app's clock is moved, not waited on.
const day = 86_400_000;
let now = Date.parse('2030-03-01T08:00:00Z');
let ctx: TestContext;
let site: BuiltSite;
const remembered = '/wps/session/login/remembered';

function rememberCookie(response: LightMyRequestResponse): { value: string; attributes: string } | null {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  const line = headers.find((header) => header.startsWith('portal_remember='));
  if (!line) return null;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice('portal_remember='.length), attributes: attributes.join('; ') };
}

const client = () => new PortalClient(ctx.app, site.code);
const withCookie = (value: string) => ({ cookie: `portal_remember=${value}` });
async function signIn(username: string, password = 'secret12', extra: Record<string, unknown> = { remember: true }) {
  const browser = client();
  const response = await browser.login(username, password, extra);
  expect(response.statusCode).toBe(200);
  return { browser, cookie: rememberCookie(response) };
}
const trade = (value: string) => client().call('POST', remembered, undefined, withCookie(value));

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: true }, { clock: () => now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  for (const name of ['keeper01', 'keeper02', 'keeper03', 'keeper04']) {
    await client().register({ username: name, password: 'secret12', confirmPassword: 'secret12' });
  }
});
afterAll(() => ctx.close());

describe('remember-me tokens', () => {
  it('are issued only when asked, as an HttpOnly SameSite=Strict cookie for a day, stored hashed', async () => {
    expect((await signIn('keeper01', 'secret12', {})).cookie).toBeNull();
    const agentPage = await client().login('keeper01', 'secret12', { remember: true, agent: true });
    expect(agentPage.statusCode).toBe(403);
    expect(rememberCookie(agentPage)).toBeNull();
    const { cookie } = await signIn('keeper01');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toBe('Path=/wps/session; Max-Age=86400; HttpOnly; SameSite=Strict');
    const stored = await ctx.database.db.execute<{ token_hash: string }>(sql`SELECT token_hash FROM sessions`);
    expect(stored.rows.some((row) => row.token_hash.includes(cookie?.value ?? '-'))).toBe(false);

    const https = await client().login('keeper01', 'secret12', { remember: true });
    expect(rememberCookie(https)?.attributes).not.toContain('Secure');
    const overHttps = await ctx.app.inject({
      method: 'POST',
      url: remembered,
      headers: { merchant: site.code, device: 'WEB', 'x-forwarded-proto': 'https', ...withCookie(cookie?.value ?? '') },
    });
    expect(rememberCookie(overHttps)?.attributes).toContain('Secure');
  });

  it('trade for a new session once, rotating the token; the token is no session token itself', async () => {
    const { cookie } = await signIn('keeper02');
    const asSession = client();
    asSession.token = cookie!.value;
    expect((await asSession.call('GET', '/wps/member/info')).statusCode).toBe(401);

    const first = await trade(cookie!.value);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ role: 'member', passwordExpired: false, defaultPassword: false });
    const member = client();
    member.token = first.json().value.token;
    expect((await member.call('GET', '/wps/member/info')).json().value.account).toBe('keeper02');
    const next = rememberCookie(first);
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(cookie!.value);

    const replay = await trade(cookie!.value);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_EXPIRED');
    expect(rememberCookie(replay)?.attributes).toContain('Max-Age=0');
    expect((await trade(next!.value)).statusCode).toBe(200);
    expect((await client().call('POST', remembered)).statusCode).toBe(401);
  });

  it('are revoked by logout on that browser', async () => {
    const { browser, cookie } = await signIn('keeper03');
    const logout = await browser.call('DELETE', '/wps/session/logout', undefined, withCookie(cookie!.value));
    expect(logout.statusCode).toBe(200);
    expect(rememberCookie(logout)?.attributes).toContain('Max-Age=0');
    expect((await trade(cookie!.value)).statusCode).toBe(401);
  });

  it("are all revoked by a password change, the member's other browsers included", async () => {
    const one = await signIn('keeper04');
    const two = await signIn('keeper04');
    const changed = await one.browser.enc('PUT', '/wps/member/password', {
      oldPassword: 'secret12',
      newPassword: 'secret34',
      confirmNewPassword: 'secret34',
    });
    expect(changed.statusCode).toBe(200);
    expect((await trade(one.cookie!.value)).statusCode).toBe(401);
    expect((await trade(two.cookie!.value)).statusCode).toBe(401);
  });

  it('expire a day after the password was typed, however often they were traded', async () => {
    const { cookie } = await signIn('keeper01');
    now += day - 60_000;
    const traded = await trade(cookie!.value);
    expect(traded.statusCode).toBe(200);
    now += 2 * 60_000;
    expect((await trade(rememberCookie(traded)!.value)).statusCode).toBe(401);
  });
});
