import type { SmsSent } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import type { CaptchaAnswer } from '../verification/captcha.service.js';
import { admitSmsSend, type MobileNumber, type SmsPurpose, sendSmsCode } from '../verification/sms.service.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findByMobile, findByUsername } from './member.repository.js';

interface SmsCodeRequest {
  number: MobileNumber;
  purpose: Exclude<SmsPurpose, 'register'>;
  /** For `verify-login`: the account being verified. */
  username?: string;
  captcha: CaptchaAnswer;
}

/** Whether the number is one an account of the site answers to for this purpose (the one being verified, for a new address). */
async function hasAccount(deps: IdentityDeps, site: Site, request: SmsCodeRequest): Promise<boolean> {
  const { countryDialingCode, mobileNum } = request.number;
  if (request.purpose !== 'verify-login') {
    return (await findByMobile(deps.db, site.id, countryDialingCode, mobileNum)) !== null;
  }
  const member = request.username ? await findByUsername(deps.db, site.id, request.username) : null;
  return member?.countryDialingCode === countryDialingCode && member?.mobileNum === mobileNum;
}

/**
 * A code to sign in, reset a password or verify a new address. Counted like any send, and sent only
 * to a number with an account (for a new address, the account's own): any other is answered alike,
 * so the call neither texts strangers nor tells which numbers have accounts.
 */
export async function requestSmsCode(deps: IdentityDeps, site: Site, request: SmsCodeRequest, client: Client) {
  await admitSmsSend(deps, site, request.number, { ip: client.ip, captcha: request.captcha });
  if (!(await hasAccount(deps, site, request))) return { expiredMinutes: site.smsExpiredMinutes } satisfies SmsSent;
  return sendSmsCode({ ...deps, sms: deps.messaging.sms }, site, request.number, request.purpose);
}

/** A code for mobile registration (MOBILENUMREG3). */
export async function requestRegisterSmsCode(
  deps: IdentityDeps,
  site: Site,
  request: { number: MobileNumber; captcha: CaptchaAnswer },
  client: Client,
) {
  if (!site.switches.MOBILENUMREG3) throw new AppError('FEATURE_DISABLED');
  await admitSmsSend(deps, site, request.number, { ip: client.ip, captcha: request.captcha });
  return sendSmsCode({ ...deps, sms: deps.messaging.sms }, site, request.number, 'register');
}
