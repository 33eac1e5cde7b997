import type { LoginResponse } from '@portal/contracts';
import type { Principal } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import { verifySmsCode } from '../verification/sms.service.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findByMobile, setPassword } from './member.repository.js';
import { proveLoginPassword } from './password-proof.service.js';
import { assertNewPassword, assertPasswordRule } from './password-rule.js';
import { roleOf } from './roles.js';
import { clearPasswordChange } from './session.repository.js';
import { endOtherSessions, noPasswordChange, openSession } from './session.service.js';

/**
 * PUT /wps/member/password: proves the old password, applies the rule, ends the other sessions, and
 * frees this one if it was held to the change.
 */
export async function changePassword(
  deps: IdentityDeps,
  site: Site,
  principal: Principal,
  body: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
) {
  assertNewPassword(site, body.newPassword, body.confirmNewPassword);
  // The browser always knows the old password: typed now, or kept from the sign-in that forced the change.
  const member = await proveLoginPassword(deps, site, principal.memberId, body.oldPassword, 'oldPassword');
  await setPassword(deps.db, member.id, await hashPassword(body.newPassword));
  await clearPasswordChange(deps.db, principal.tokenHash);
  await endOtherSessions(deps, member.id, principal.tokenHash);
}

/** POST /wps/member/password/verification: SMS code, new password, then signed in (SPEC §4). */
export async function resetByMobile(
  deps: IdentityDeps,
  site: Site,
  body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
  client: Client,
): Promise<LoginResponse> {
  assertPasswordRule(site, body.newPassword);
  const number = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum };
  await verifySmsCode(deps, site.id, number, 'reset-password', body.verificationCode);
  const member = await findByMobile(deps.db, site.id, number.countryDialingCode, number.mobileNum);
  const role = member ? roleOf(site, member.memberType) : null;
  if (!member || !role) throw new AppError('LOGIN_FAILED');
  await setPassword(deps.db, member.id, await hashPassword(body.newPassword));
  await endOtherSessions(deps, member.id, null);
  return { ...(await openSession(deps, site, member, client, role)), ...noPasswordChange };
}
