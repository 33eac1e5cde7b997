import { randomBytes } from 'node:crypto';
import type { LoginRequest, LoginResponse, PasswordChangeReason } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { noPassword, verifyPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import { countOnly, type ThrottleDecision } from '../../platform/throttle/index.js';
import { countAttempt, minutesLeft } from '../verification/attempt-gate.js';
import { verifySmsCode } from '../verification/sms.service.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findByMobile, findByUsername, type MemberRow } from './member.repository.js';
import { createMember } from './new-member.service.js';
import { roleOf } from './roles.js';
import { isKnownAddress, recordAttempt } from './session.repository.js';
import { noPasswordChange, openSession } from './session.service.js';

type UsernameLogin = Extract<LoginRequest, { type: 'username' }>;

/**
 * The three counts of a sign-in (docs/design-notes.md, "Sign-in protection"): failures of the account from
 * anywhere (a captcha is due after one), failures of the account from this address (reaching the
 * site's limit locks the account for this address only, so nobody can lock another person out), and
 * failures from this address over every account (spraying one password: the address is blocked).
 */
function loginKeys(deps: IdentityDeps, site: Site, account: string, ip: string) {
  const { loginMaxFailures, loginFailureWindowMinutes, loginLockMinutes } = site.security;
  const windowMs = loginFailureWindowMinutes * 60_000;
  return {
    account: accountFailures(deps, site, account),
    lock: deps.throttle.custom(
      'loginLock',
      { limit: loginMaxFailures, windowMs, blockMs: loginLockMinutes * 60_000 },
      `${site.id}:${account}:${ip}`,
    ),
    address: deps.throttle.of('loginFailuresPerAddress', ip),
  };
}

type LoginKeys = ReturnType<typeof loginKeys>;

function accountFailures(deps: IdentityDeps, site: Site, account: string) {
  const windowMs = site.security.loginFailureWindowMinutes * 60_000;
  return deps.throttle.custom('loginAccount', { limit: countOnly, windowMs }, `${site.id}:${account}`);
}

/** Whether the account a sign-in names failed recently, from anywhere: its next try needs a proof of work. */
export async function loginHadFailures(deps: IdentityDeps, site: Site, request: LoginRequest): Promise<boolean> {
  if (request.type !== 'username') return false;
  return (await accountFailures(deps, site, request.username.toLowerCase()).peek()).count > 0;
}

/** Refuses a locked account or address before anything else, then counts the attempt (captcha rules inside). */
async function admitAttempt(deps: IdentityDeps, site: Site, keys: LoginKeys, request: UsernameLogin) {
  for (const key of [keys.lock, keys.address]) {
    const state = await key.peek();
    if (!state.allowed) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(state) } });
  }
  const [, lock, address] = await countAttempt(
    deps,
    site.id,
    [keys.account, keys.lock, keys.address],
    request,
    site.security.loginCaptchaAlways,
  );
  for (const decision of [lock, address]) {
    if (decision && !decision.allowed) {
      throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(decision) } });
    }
  }
  return lock as ThrottleDecision;
}

/** A failure stays counted; the one that reaches the limit answers with the lock instead. */
async function fail(
  deps: IdentityDeps,
  site: Site,
  account: string,
  client: Client,
  lock: ThrottleDecision,
): Promise<never> {
  await recordAttempt(deps.db, site.id, account, client, false);
  if (lock.count >= site.security.loginMaxFailures) {
    throw new AppError('ACCOUNT_LOCKED', { params: { minutes: site.security.loginLockMinutes } });
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
  const keys = loginKeys(deps, site, account, ip);
  const lock = await admitAttempt(deps, site, keys, request);
  const member = await findByUsername(deps.db, site.id, request.username);
  // A missing account costs the same hash check as a wrong password, and answers the same.
  if (!(await verifyPassword(member?.passwordHash ?? null, request.password)) || !member) {
    return fail(deps, site, account, client, lock);
  }
  // A right password clears the account's failures; the address's count takes this try back.
  await Promise.all([keys.account.reset(), keys.lock.reset(), keys.address.release()]);
  const role = admit(site, member, request.agent ?? false);
  await checkAddress(deps, site, member, ip, request.verificationCode);
  await recordAttempt(deps.db, site.id, account, client, true);
  const passwordChange = passwordChangeOf(site, member, request.password);
  const session = await openSession(deps, site, member, client, role, passwordChange);
  return {
    ...session,
    passwordExpired: passwordChange === 'expired',
    defaultPassword: passwordChange === 'default' || passwordChange === 'oneTime',
    passwordChange,
  } satisfies LoginResponse;
}

/**
 * Why a password sign-in must change its password before anything else: the site's default password
 * (typed, or the account flagged with it), a one-time password an agent was shown, or one past its age.
 */
function passwordChangeOf(site: Site, member: MemberRow, typed: string): PasswordChangeReason | null {
  if (typed === site.security.defaultPassword || member.passwordMustChange === 'default') return 'default';
  if (member.passwordMustChange === 'oneTime') return 'oneTime';
  return isPasswordExpired(site, member) ? 'expired' : null;
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
  return { ...session, ...noPasswordChange } satisfies LoginResponse;
}

/**
 * A trial session (FREEPLAY3): a throw-away account of the site's trial type, treated as not real.
 * Each address may open only a few an hour, and no password is hashed for it (nobody can sign in to
 * it but through this session); idle trials are removed by `trialCleanupJob`.
 */
export async function startFreePlay(deps: IdentityDeps, site: Site, client: Client): Promise<LoginResponse> {
  if (!site.switches.FREEPLAY3) throw new AppError('FEATURE_DISABLED');
  const decision = await deps.throttle.of('freePlayPerAddress', client.ip).consume();
  if (!decision.allowed) throw new AppError('THROTTLED', { params: { minutes: minutesLeft(decision) } });
  const name = `trial_${randomBytes(6).toString('hex')}`;
  const member = await createMember(
    deps.db,
    {
      siteId: site.id,
      username: name,
      passwordHash: noPassword,
      memberType: site.brand.trialType,
      nickname: name,
      language: client.language,
    },
    site.brand.currency.code,
  );
  const session = await openSession(deps, site, member, client, 'trial');
  return { ...session, ...noPasswordChange };
}
