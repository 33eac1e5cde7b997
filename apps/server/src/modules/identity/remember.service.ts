import { type LoginResponse, rememberMeDays } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { tokenHashOf } from '../../platform/tokens.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { admit, isPasswordExpired } from './login.service.js';
import { findById } from './member.repository.js';
import { deleteRememberToken, insertRememberToken, takeRememberToken } from './remember.repository.js';
import { findSession } from './session.repository.js';
import { noPasswordChange, openSession } from './session.service.js';

/**
 * Remember-me (SPEC §4, §9; issue 10): instead of the password in a script-readable cookie, a
 * 256-bit random token, stored hashed, good for `rememberMeDays` from the sign-in that asked for it,
 * kept by the browser in an HttpOnly cookie. Each trade for a session replaces it with a new one that
 * keeps the original expiry, so a remembered sign-in never outlives the day the password was typed.
 */
const dayMs = 86_400_000;

/** A remember token for the member of a session just opened by a sign-in that asked for one. */
export async function rememberSession(deps: IdentityDeps, site: Site, sessionToken: string, client: Client) {
  const session = await findSession(deps.db, tokenHashOf(sessionToken), site.id);
  if (!session) throw new Error('the session just opened is missing');
  const now = deps.throttle.clock();
  return insertRememberToken(deps.db, {
    memberId: session.memberId,
    siteId: site.id,
    ip: client.ip,
    now: new Date(now),
    expiresAt: new Date(now + rememberMeDays * dayMs),
  });
}

/** The token traded for a new session and a new token; 401 for one that is unknown, used, expired or revoked. */
export async function loginRemembered(
  deps: IdentityDeps,
  site: Site,
  token: string | undefined,
  client: Client,
): Promise<{ login: LoginResponse; token: string }> {
  const now = new Date(deps.throttle.clock());
  const taken = token ? await takeRememberToken(deps.db, site.id, token, now) : null;
  if (!taken) throw new AppError('SESSION_EXPIRED');
  const member = await findById(deps.db, site.id, taken.memberId);
  if (!member) throw new AppError('SESSION_EXPIRED');
  const role = admit(site, member, false);
  // A password that must be changed needs the password typed (the forced change asks for it): no shortcut.
  if (member.passwordMustChange || isPasswordExpired(site, member)) throw new AppError('SESSION_EXPIRED');
  const session = await openSession(deps, site, member, client, role);
  const next = await insertRememberToken(deps.db, {
    memberId: member.id,
    siteId: site.id,
    ip: client.ip,
    now,
    expiresAt: taken.expiresAt,
  });
  return { login: { ...session, ...noPasswordChange }, token: next };
}

export function revokeRememberToken(deps: IdentityDeps, token: string | undefined) {
  return token ? deleteRememberToken(deps.db, token) : Promise.resolve();
}
