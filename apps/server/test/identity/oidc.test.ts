import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/db/embedded.js';
import { members, siteIdentityProviders, sites } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';

/**
 * A real OpenID provider on this machine (oidc-provider with its development login and consent
 * pages), driven as a browser would drive it; no outside network.
 */
let ctx: TestContext;
let site: BuiltSite;
let server: ReturnType<Provider['listen']>;
const appOrigin = 'http://localhost:3000';

beforeAll(async () => {
  const port = await findFreePort();
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'portal-test',
        client_secret: 'a-client-secret-for-the-test-only',
        redirect_uris: [`${appOrigin}/wps/session/oidc/google/callback`],
      },
    ],
    cookies: { keys: ['test-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@example.com`, name: 'Olivia Example' }),
    }),
  });
  server = provider.listen(port);
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const [row] = await ctx.database.db.select({ switches: sites.switches }).from(sites).where(eq(sites.id, site.id));
  await ctx.database.db
    .update(sites)
    .set({ switches: { ...row!.switches, GOOGLELOGIN: true, FACEBOOKLOGIN: false } })
    .where(eq(sites.id, site.id));
  await ctx.database.db.insert(siteIdentityProviders).values({
    siteId: site.id,
    provider: 'google',
    issuer,
    clientId: 'portal-test',
    clientSecretSealed: ctx.app.secrets.seal('a-client-secret-for-the-test-only'),
  });
  await ctx.app.sites.reload();
});
afterAll(async () => {
  server?.close();
  await ctx?.close();
});

const portalHeaders = () => ({ host: 'localhost:3000', merchant: site.code });

/** Follows the provider's pages with a cookie jar: logs in as `account`, consents, returns the callback URL. */
async function signInAtProvider(authorizationUrl: string, account: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(appOrigin)) return next;
      url = next.href;
      body = undefined;
      continue;
    }
    const page = await response.text();
    const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!prompt) throw new Error(`unexpected provider page: ${page.slice(0, 200)}`);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'anything' } : { prompt });
  }
  throw new Error('the provider never sent the browser back');
}

async function fullSignIn(app: FastifyInstance, account: string) {
  const start = await app.inject({ url: '/wps/session/oidc/google/start?returnTo=/member', headers: portalHeaders() });
  expect(start.statusCode).toBe(302);
  const callback = await signInAtProvider(start.headers.location as string, account);
  const back = await app.inject({ url: `${callback.pathname}${callback.search}`, headers: portalHeaders() });
  expect(back.statusCode).toBe(302);
  const landing = new URL(back.headers.location as string, appOrigin);
  return { landing, ticket: landing.searchParams.get('oidcTicket') };
}

describe('third-party sign-in over OpenID Connect', () => {
  it('creates a member from the provider identity and signs it in through a single-use ticket', async () => {
    const { landing, ticket } = await fullSignIn(ctx.app, 'olivia');
    expect(landing.pathname).toBe('/member');
    const exchange = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/session/oidc/exchange',
        headers: portalHeaders(),
        payload: { ticket },
      });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ role: 'member', firstTimeLogin: true, defaultPassword: false });
    const info = await ctx.app.inject({
      url: '/wps/member/info',
      headers: { ...portalHeaders(), authorization: first.json().value.token },
    });
    expect(info.json().value).toMatchObject({ nickname: 'Olivia Example', balance: '0' });
    expect((await exchange()).json().code).toBe('LOGIN_FAILED');
  });

  it('signs the same provider subject in as the same member', async () => {
    const before = await ctx.database.db.select().from(members).where(eq(members.siteId, site.id));
    const { ticket } = await fullSignIn(ctx.app, 'olivia');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/oidc/exchange',
      headers: portalHeaders(),
      payload: { ticket },
    });
    expect(login.json().value.firstTimeLogin).toBe(false);
    const after = await ctx.database.db.select().from(members).where(eq(members.siteId, site.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a forged state, an outside returnTo, and a provider the site has switched off', async () => {
    const forged = await ctx.app.inject({
      url: '/wps/session/oidc/google/callback?code=x&state=forged',
      headers: portalHeaders(),
    });
    expect(forged.headers.location).toBe('/login?oidcError=LOGIN_FAILED');
    const outside = await ctx.app.inject({
      url: '/wps/session/oidc/google/start?returnTo=//evil.example/',
      headers: portalHeaders(),
    });
    expect(outside.statusCode).toBe(400);
    // A browser follows the button: the refusal is the portal's sign-in page, never a JSON page (issue 22, 16).
    const facebook = await ctx.app.inject({ url: '/wps/session/oidc/facebook/start', headers: portalHeaders() });
    expect(facebook.statusCode).toBe(302);
    expect(facebook.headers.location).toBe('/login?oidcError=FEATURE_DISABLED');
  });

  it('offers only the providers that are switched on and configured (issue 22, 16)', async () => {
    const offered = async () =>
      (await ctx.app.inject({ url: '/wps/system/permission', headers: portalHeaders() })).json().value.info.whitelabel
        .signInProviders;
    expect(await offered()).toEqual(['google']);
    // Facebook switched on without a client configured: still no button, and its start lands on the sign-in page.
    const [row] = await ctx.database.db.select({ switches: sites.switches }).from(sites).where(eq(sites.id, site.id));
    await ctx.database.db
      .update(sites)
      .set({ switches: { ...row!.switches, FACEBOOKLOGIN: true } })
      .where(eq(sites.id, site.id));
    await ctx.app.sites.reload();
    expect(await offered()).toEqual(['google']);
    const facebook = await ctx.app.inject({ url: '/wps/session/oidc/facebook/start', headers: portalHeaders() });
    expect(facebook.headers.location).toBe('/login?oidcError=FEATURE_DISABLED');
  });
});
