import { randomBytes } from 'node:crypto';
import type { LoginRequest, LoginResponse } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { Site } from '../site/site.types.js';
import { consumeCaptcha } from '../verification/captcha.service.js';
import { verifySmsCode } from '../verification/sms.service.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findByMobile, findByUsername, insertMember, type MemberRow } from './member.repository.js';
import { roleOf } from './roles.js';
import { failureCounts, isKnownAddress, recordAttempt } from './session.repository.js';
import { openSession } from './session.service.js';

type UsernameLogin = Extract<LoginRequest, { type: 'username' }>;

/** Refuses a locked account, and asks for a captcha once the account or the address has failed. */
async function checkThrottle(deps: IdentityDeps, site: Site, account: string, ip: string, request: UsernameLogin) {
  const { loginMaxFailures, loginFailureWindowMinutes, loginLockMinutes } = site.security;
  const counts = await failureCounts(deps.db, site.id, account, ip, loginFailureWindowMinutes);
  if (counts.accountFailures >= loginMaxFailures && counts.lastFailure) {
    const lockedUntil = counts.lastFailure.getTime() + loginLockMinutes * 60_000;
    const minutes = Math.ceil((lockedUntil - Date.now()) / 60_000);
    if (minutes > 0) throw new AppError('ACCOUNT_LOCKED', { params: { minutes } });
  }
  const failedBefore = counts.accountFailures > 0 || counts.ipFailures > 0;
  if (!failedBefore && !site.security.loginCaptchaAlways) return;
  if (!request.captchaId || !request.captcha) {
    throw new AppError('CAPTCHA_REQUIRED', { field: 'body.captcha', captchaRequired: true });
  }
  if (!(await consumeCaptcha(deps.db, deps.secrets, site.id, request.captchaId, request.captcha))) {
    throw new AppError('CAPTCHA_INVALID', { field: 'body.captcha', captchaRequired: true });
  }
}

/** Counts a failure; the one that reaches the limit answers with the lock instead. */
async function fail(deps: IdentityDeps, site: Site, account: string, ip: string): Promise<never> {
  await recordAttempt(deps.db, site.id, account, ip, false);
  const { loginMaxFailures, loginFailureWindowMinutes, loginLockMinutes } = site.security;
  const counts = await failureCounts(deps.db, site.id, account, ip, loginFailureWindowMinutes);
  if (counts.accountFailures >= loginMaxFailures) {
    throw new AppError('ACCOUNT_LOCKED', { params: { minutes: loginLockMinutes } });
  }
  throw new AppError('LOGIN_FAILED', { captchaRequired: true });
}

/** The member's role, refusing accounts that may not enter here (SPEC §6). */
export function admit(site: Site, member: MemberRow, agentPage: boolean) {
  const role = roleOf(site, member.memberType);
  if (!role) throw new AppError('MEMBER_NO_ENTER');
  if (agentPage && role !== 'agent') throw new AppError('NOT_AGENT');
  return role;
}

/** A new address needs the SMS code sent to the account's own number, when the site asks for it. */
async function checkAddress(deps: IdentityDeps, site: Site, member: MemberRow, ip: string, code?: string) {
  if (!site.security.verifyNewAddress || !member.mobileNum || !member.countryDialingCode) return;
  const { any, known } = await isKnownAddress(deps.db, member.id, ip);
  if (!any || known) return;
  if (!code) throw new AppError('VERIFICATION_REQUIRED');
  const number = { countryDialingCode: member.countryDialingCode, mobileNum: member.mobileNum };
  await verifySmsCode(deps, site.id, number, 'verify-login', code);
}

export async function loginWithPassword(deps: IdentityDeps, site: Site, request: UsernameLogin, client: Client) {
  const { ip } = client;
  const account = request.username.toLowerCase();
  await checkThrottle(deps, site, account, ip, request);
  const member = await findByUsername(deps.db, site.id, request.username);
  // A missing account costs the same hash check as a wrong password, and answers the same.
  if (!(await verifyPassword(member?.passwordHash ?? null, request.password)) || !member) {
    return fail(deps, site, account, ip);
  }
  const role = admit(site, member, request.agent ?? false);
  await checkAddress(deps, site, member, ip, request.verificationCode);
  await recordAttempt(deps.db, site.id, account, ip, true);
  const session = await openSession(deps, site, member, client, role);
  return {
    ...session,
    passwordExpired: isPasswordExpired(site, member),
    defaultPassword: member.passwordIsDefault || request.password === site.security.defaultPassword,
  } satisfies LoginResponse;
}

/** The password is past its age and the site forces a change (PWDEXPFORCECHANGE3). */
export function isPasswordExpired(site: Site, member: MemberRow): boolean {
  const maxAgeMs = site.security.passwordMaxAgeDays * 86_400_000;
  return site.switches.PWDEXPFORCECHANGE3 && Date.now() - member.passwordChangedAt.getTime() > maxAgeMs;
}

type SmsLogin = Extract<LoginRequest, { type: 'sms' }>;

/** Sign-in by mobile number and SMS code (MOBILEVERCODELOGIN3); never forces a password change. */
export async function loginWithSms(deps: IdentityDeps, site: Site, request: SmsLogin, client: Client) {
  if (!site.switches.MOBILEVERCODELOGIN3) throw new AppError('FEATURE_DISABLED');
  const number = { countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum };
  await verifySmsCode(deps, site.id, number, 'login', request.verificationCode);
  const member = await findByMobile(deps.db, site.id, number.countryDialingCode, number.mobileNum);
  if (!member) throw new AppError('LOGIN_FAILED');
  const role = admit(site, member, request.agent ?? false);
  const session = await openSession(deps, site, member, client, role);
  return { ...session, passwordExpired: false, defaultPassword: false } satisfies LoginResponse;
}

/** A trial session (FREEPLAY3): a throw-away account of the site's trial type, treated as not real. */
export async function startFreePlay(deps: IdentityDeps, site: Site, client: Client): Promise<LoginResponse> {
  if (!site.switches.FREEPLAY3) throw new AppError('FEATURE_DISABLED');
  const name = `trial_${randomBytes(6).toString('hex')}`;
  const member = await insertMember(
    deps.db,
    {
      siteId: site.id,
      username: name,
      // Nobody knows this password: a trial account is reached only through its session.
      passwordHash: await hashPassword(randomBytes(32).toString('base64')),
      memberType: site.brand.trialType,
      nickname: name,
      language: client.language,
    },
    site.brand.currency.code,
  );
  const session = await openSession(deps, site, member, client, 'trial');
  return { ...session, passwordExpired: false, defaultPassword: false };
}
