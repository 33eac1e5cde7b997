import type { LoginResponse, PasswordChangeReason } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { endGameSessionsOf } from '../provider/launch/game-sessions.service.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { refuseIfExcluded } from './exclusion-rule.js';
import { type MemberRow, markSignedIn } from './member.repository.js';
import { createSession, deleteOtherSessions, deleteSession, rememberAddress } from './session.repository.js';

/** The login answer's flags of a sign-in that proved something other than the password (SPEC §4): no forced change. */
export const noPasswordChange = { passwordExpired: false, defaultPassword: false, passwordChange: null } as const;

/**
 * What every way of signing in ends with: a member the site locked or closed is refused (403
 * ACCOUNT_DISABLED), one on a break they took too (403 PLAY_EXCLUDED), else the address remembered, a new session (held to changing its password when
 * `passwordChange` says why), the sign-in marked.
 */
export async function openSession(
  deps: IdentityDeps,
  site: Site,
  member: MemberRow,
  client: Client,
  role: LoginResponse['role'],
  passwordChange: PasswordChangeReason | null = null,
) {
  if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED', { params: { status: member.status } });
  refuseIfExcluded(member, new Date(deps.now()));
  await rememberAddress(deps.db, member.id, client.ip);
  const token = await createSession(deps.db, member.id, site.id, client.ip, passwordChange);
  const firstTimeLogin = await markSignedIn(deps.db, member.id, client.language);
  return { token, role, firstTimeLogin };
}

/** Logout: the session's token stops working at once, and so do the games it launched. */
export async function endSession(deps: IdentityDeps, principal: { memberId: bigint; tokenHash: string }) {
  await deleteSession(deps.db, principal.tokenHash);
  await endGameSessionsOf(deps.db, principal.memberId);
}

/**
 * After a password change or reset: every other session of the member ends (remember-me tokens
 * included, they are sessions too), and every game session with them.
 */
export async function endOtherSessions(deps: IdentityDeps, memberId: bigint, keepTokenHash: string | null) {
  const ended = await deleteOtherSessions(deps.db, memberId, keepTokenHash);
  await endGameSessionsOf(deps.db, memberId);
  return ended;
}
