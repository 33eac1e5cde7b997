import { randomBytes } from 'node:crypto';
import { checkPassword, type LoginResponse } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Site } from '../site/site.types.js';
import { registerSettingOf } from '../system/system.service.js';
import { verifySmsCode } from '../verification/sms.service.js';
import type { Principal } from './auth.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findById, findByMobile, findByUsername, setPassword } from './member.repository.js';
import { proveLoginPassword } from './password-proof.service.js';
import { roleOf } from './roles.js';
import { deleteOtherSessions } from './session.repository.js';
import { openSession } from './session.service.js';

/** The site's password rule (SPEC §5 "min to max characters"), with the field at fault named. */
function assertPasswordRule(site: Site, password: string, field: string) {
  const failure = checkPassword(registerSettingOf(site), password);
  if (failure)
    throw new AppError('VALIDATION_ERROR', {
      field,
      message: failure.key,
      params: { min: failure.min, max: failure.max },
    });
}

/** PUT /wps/member/password: proves the old password, applies the rule, ends the other sessions. */
export async function changePassword(
  deps: IdentityDeps,
  site: Site,
  principal: Principal,
  body: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
) {
  if (body.newPassword !== body.confirmNewPassword) {
    throw new AppError('VALIDATION_ERROR', { field: 'body.confirmNewPassword', message: 'reg_entries_inconsistent' });
  }
  assertPasswordRule(site, body.newPassword, 'body.newPassword');
  // The browser always knows the old password: typed now, or kept from the sign-in that forced the change.
  const member = await proveLoginPassword(deps, site, principal.memberId, body.oldPassword, 'body.oldPassword');
  await setPassword(deps.db, member.id, await hashPassword(body.newPassword));
  await deleteOtherSessions(deps.db, member.id, principal.tokenHash);
}

/**
 * POST /wps/member/password/email: when the username and e-mail belong together, a temporary
 * password goes to that address and must be changed at the next sign-in. The answer is the same
 * either way, so the call tells nobody which accounts exist.
 */
export async function forgotByEmail(deps: IdentityDeps, site: Site, body: { username: string; email: string }) {
  const member = await findByUsername(deps.db, site.id, body.username);
  if (!member?.email || member.email.toLowerCase() !== body.email.toLowerCase()) return;
  const temporary = randomBytes(9).toString('base64url');
  await deps.db
    .update(members)
    .set({ passwordHash: await hashPassword(temporary), passwordChangedAt: sql`now()`, passwordIsDefault: true })
    .where(eq(members.id, member.id));
  await deleteOtherSessions(deps.db, member.id, null);
  await deps.messaging.email.send({
    siteId: site.id,
    to: member.email,
    subject: `${site.name}: your temporary password`,
    body: `Your temporary password is ${temporary}. Sign in with it and choose a new password.`,
  });
}

/** POST /wps/member/password/verification: SMS code, new password, then signed in (SPEC §4). */
export async function resetByMobile(
  deps: IdentityDeps,
  site: Site,
  body: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
  client: Client,
): Promise<LoginResponse> {
  assertPasswordRule(site, body.newPassword, 'body.newPassword');
  const number = { countryDialingCode: body.countryDialingCode, mobileNum: body.mobileNum };
  await verifySmsCode(deps, site.id, number, 'reset-password', body.verificationCode);
  const member = await findByMobile(deps.db, site.id, number.countryDialingCode, number.mobileNum);
  const role = member ? roleOf(site, member.memberType) : null;
  if (!member || !role) throw new AppError('LOGIN_FAILED');
  await setPassword(deps.db, member.id, await hashPassword(body.newPassword));
  await deleteOtherSessions(deps.db, member.id, null);
  return { ...(await openSession(deps, site, member, client, role)), passwordExpired: false, defaultPassword: false };
}
