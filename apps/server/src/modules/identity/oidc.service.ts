import { randomBytes } from 'node:crypto';
import { type LoginResponse, type OidcProvider, oidcProviderSwitches } from '@portal/contracts';
import * as oidc from 'openid-client';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import { tokenHashOf } from '../../platform/tokens.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findById } from './member.repository.js';
import { createMember } from './new-member.service.js';
import * as repository from './oidc.repository.js';
import { playerType, roleOf } from './roles.js';
import { noPasswordChange, openSession } from './session.service.js';

export const providers = oidcProviderSwitches;
export type Provider = OidcProvider;

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** Discovery once per site and provider. Plain http is allowed only for a provider on this machine. */
function configurationOf(deps: IdentityDeps, row: repository.ProviderRow): Promise<oidc.Configuration> {
  const key = `${row.siteId}:${row.provider}:${row.issuer}:${row.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(row.issuer);
    const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);
    configuration = oidc.discovery(issuer, row.clientId, deps.secrets.open(row.clientSecretSealed), undefined, {
      execute: local ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    configuration.catch(() => configurations.delete(key));
    configurations.set(key, configuration);
  }
  return configuration;
}

async function providerOf(deps: IdentityDeps, site: Site, provider: Provider) {
  const row = site.switches[providers[provider]] ? await repository.findProvider(deps.db, site.id, provider) : null;
  if (!row) throw new AppError('FEATURE_DISABLED');
  return { row, configuration: await configurationOf(deps, row) };
}

/** Where the provider sends the browser back: this same host. */
export function callbackUrl(origin: string, provider: Provider): string {
  return `${origin}/wps/session/oidc/${provider}/callback`;
}

/** Starts the authorization code flow with PKCE, state and nonce; returns where to send the browser. */
export async function startOidc(deps: IdentityDeps, site: Site, provider: Provider, origin: string, returnTo: string) {
  const { configuration } = await providerOf(deps, site, provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await repository.saveLoginRequest(deps.db, { state, siteId: site.id, provider, codeVerifier, nonce, returnTo });
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(origin, provider),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

/**
 * The provider's answer: the code is exchanged and the ID token checked (issuer, audience, nonce,
 * PKCE), the member found by the provider's subject or created, and a one-minute single-use ticket
 * handed to the browser in place of a session token.
 */
export async function finishOidc(deps: IdentityDeps, site: Site, provider: Provider, currentUrl: URL) {
  const state = currentUrl.searchParams.get('state') ?? '';
  const pending = await repository.takeLoginRequest(deps.db, site.id, provider, state);
  if (!pending) throw new AppError('LOGIN_FAILED');
  const { configuration } = await providerOf(deps, site, provider);
  let claims: { sub: string; email?: unknown; name?: unknown };
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    // Providers may keep profile claims out of the ID token; UserInfo has them, for the same subject.
    claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), sub: idToken.sub };
  } catch {
    throw new AppError('LOGIN_FAILED');
  }
  let memberId = await repository.findIdentity(deps.db, site.id, provider, claims.sub);
  if (!memberId) {
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 40) : null;
    const member = await createMember(
      deps.db,
      {
        siteId: site.id,
        username: `${provider.slice(0, 2)}_${randomBytes(6).toString('hex')}`,
        // Signs in through the provider only, until the member sets a password of their own.
        passwordHash: await hashPassword(randomBytes(32).toString('base64')),
        memberType: playerType,
        nickname: name ?? provider,
        email: typeof claims.email === 'string' ? claims.email : null,
      },
      site.brand.currency.code,
    );
    await repository.linkIdentity(deps.db, site.id, provider, claims.sub, member.id);
    memberId = member.id;
  }
  const ticket = randomBytes(32).toString('base64url');
  await repository.attachTicket(deps.db, pending.state, tokenHashOf(ticket), memberId);
  const target = new URL(pending.returnTo, 'http://relative.invalid');
  target.searchParams.set('oidcTicket', ticket);
  return `${target.pathname}${target.search}`;
}

/** POST /wps/session/oidc/exchange: the ticket becomes a session; never a forced password change. */
export async function exchangeTicket(
  deps: IdentityDeps,
  site: Site,
  ticket: string,
  client: Client,
): Promise<LoginResponse> {
  const memberId = await repository.redeemTicket(deps.db, site.id, tokenHashOf(ticket));
  const member = memberId ? await findById(deps.db, site.id, memberId) : null;
  const role = member ? roleOf(site, member.memberType) : null;
  if (!member || !role) throw new AppError('LOGIN_FAILED');
  return { ...(await openSession(deps, site, member, client, role)), ...noPasswordChange };
}
