import {
  paymentPasswordField,
  type RegisterMode,
  registerRequestSchema,
  visibleRegisterFields,
} from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import { recordReferral, referrerOf } from '../referral/referral.service.js';
import { registerSettingOf } from '../system/system.service.js';
import { minutesLeft } from '../verification/attempt-gate.js';
import { consumeCaptcha } from '../verification/captcha.service.js';
import { verifySmsCode } from '../verification/sms.service.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { emailSelfExcluded } from './exclusion.service.js';
import { DuplicateMemberError, findAgentByCode } from './member.repository.js';
import { createMember } from './new-member.service.js';
import { assertPasswordRule } from './password-rule.js';
import { playerType } from './roles.js';
import { createSession, rememberAddress } from './session.repository.js';

/** Fields kept in their own columns; every other field the site asked for goes to the profile. */
const ownColumns = new Set<string>([
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  'email',
  'nickname',
  // Hashed into its own table, never kept as profile text.
  'paymentPassword',
]);

/** The site's own rules, checked with the same schema the browser's form uses. */
function validate(site: Site, mode: RegisterMode, body: unknown) {
  const parsed = registerRequestSchema(registerSettingOf(site), mode).safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const params = (issue as { params?: Record<string, number> }).params;
  throw new AppError('VALIDATION_ERROR', { field: `${issue.path.join('.')}`, message: issue.message, params });
}

/**
 * Every registration is counted before anything is checked or written (issue 22: thirty sign-ups from
 * one address each took the welcome bonus): per address and per device, each count the atomic step
 * that decides, so a parallel burst gets exactly the limit through.
 */
async function admitRegistration(deps: IdentityDeps, client: Client): Promise<void> {
  const keys = [deps.throttle.of('registerPerAddress', client.ip)];
  if (client.device) keys.push(deps.throttle.of('registerPerDevice', client.device));
  const refused = (await Promise.all(keys.map((key) => key.consume()))).find((decision) => !decision.allowed);
  if (refused) throw new AppError('THROTTLED', { params: { minutes: minutesLeft(refused) } });
}

export async function register(deps: IdentityDeps, site: Site, mode: RegisterMode, body: unknown, client: Client) {
  const enabled = mode === 'username' ? site.switches.USERNAMEREG : site.switches.MOBILENUMREG3;
  if (!enabled) throw new AppError('FEATURE_DISABLED');
  const input = validate(site, mode, body);
  assertPasswordRule(site, input.password!, 'password');
  await admitRegistration(deps, client);
  const captchaRule = site.registerRules.find((rule) => rule.field === 'captcha');
  if (captchaRule?.enabled) {
    const ok =
      input.captchaId &&
      input.captcha &&
      (await consumeCaptcha(deps.db, deps.secrets, site.id, input.captchaId, input.captcha));
    if (!ok) throw new AppError('CAPTCHA_INVALID', { field: 'captcha', captchaRequired: true });
  }
  const number =
    input.mobileNum && input.countryDialingCode
      ? { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum }
      : null;
  if (mode === 'mobile' && registerSettingOf(site).smsVerification && number) {
    await verifySmsCode(deps, site.id, number, 'register', input.verificationCode ?? '');
  }
  // A member who excluded themselves does not come back through a new account with the same e-mail.
  if (input.email && (await emailSelfExcluded(deps, site.id, input.email))) {
    throw new AppError('PLAY_EXCLUDED', { field: 'email', params: { kind: 'self-exclusion' } });
  }
  let parentId: bigint | null = null;
  if (input.affiliateCode) {
    const agent = await findAgentByCode(deps.db, site.id, input.affiliateCode, site.brand.agentTypes);
    if (!agent) throw new AppError('INVITATION_CODE_ERROR', { field: 'affiliateCode' });
    parentId = agent.id;
  }
  // A member's referral code (unknown, or another site's: refused, never dropped); recorded once the member exists.
  const referrerId = input.referralCode ? await referrerOf(deps.db, site, input.referralCode) : null;
  // A mobile account is named by its number, dialing code included, so it is unique on the site.
  const username = mode === 'username' ? input.username! : `${number!.countryDialingCode.slice(1)}${number!.mobileNum}`;
  // Only what the site asks for, each checked by its pattern above, is kept.
  const profile: Record<string, string> = {};
  for (const field of visibleRegisterFields(registerSettingOf(site), mode)) {
    const value = input[field];
    if (value && !ownColumns.has(field)) profile[field] = value;
  }
  if (input.paymentPassword && !paymentPasswordField.safeParse(input.paymentPassword).success) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'paymentPassword',
      message: 'paymentPassword: six digits',
    });
  }
  const paymentPasswordHash = input.paymentPassword ? await hashPassword(input.paymentPassword) : undefined;
  try {
    const member = await createMember(
      deps.db,
      {
        siteId: site.id,
        username,
        passwordHash: await hashPassword(input.password!),
        memberType: playerType,
        nickname: input.nickname || username,
        countryDialingCode: number?.countryDialingCode ?? null,
        mobileNum: number?.mobileNum ?? null,
        email: input.email || null,
        profile,
        parentId,
        language: client.language,
        registrationIp: client.ip,
        registrationDevice: client.device ?? null,
      },
      site.brand.currency.code,
      paymentPasswordHash,
      // The referral is recorded with the member, in its transaction.
      referrerId === null ? undefined : (tx, row) => recordReferral(tx, site, referrerId, row.id, new Date(deps.now())),
    );
    if (!input.login) return { account: member.username, token: null };
    await rememberAddress(deps.db, member.id, client.ip);
    return { account: member.username, token: await createSession(deps.db, member.id, site.id, client.ip) };
  } catch (error) {
    if (error instanceof DuplicateMemberError) {
      if (error.constraint === 'members_site_mobile') throw new AppError('MOBILE_TAKEN', { field: 'mobileNum' });
      throw new AppError('USERNAME_TAKEN', { field: mode === 'username' ? 'username' : 'mobileNum' });
    }
    throw error;
  }
}
