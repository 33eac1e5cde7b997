import type { SmsSent } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import type { CaptchaAnswer } from '../verification/captcha.service.js';
import { admitSmsSend, type MobileNumber, type SmsPurpose, sendSmsCode } from '../verification/sms.service.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findByUsername } from './member.repository.js';

interface SmsCodeRequest {
  number: MobileNumber;
  purpose: Exclude<SmsPurpose, 'register'>;
  /** For `verify-login`: the account being verified. */
  username?: string;
  captcha: CaptchaAnswer;
}

/**
 * A code to sign in, reset a password or verify a new address. Counted like any send; for a new
 * address only the account's own number gets a code, and any other answers alike, revealing nothing.
 */
export async function requestSmsCode(deps: IdentityDeps, site: Site, request: SmsCodeRequest, client: Client) {
  await admitSmsSend(deps, site, request.number, { ip: client.ip, captcha: request.captcha });
  if (request.purpose === 'verify-login') {
    const member = request.username ? await findByUsername(deps.db, site.id, request.username) : null;
    const { countryDialingCode, mobileNum } = request.number;
    const owns = member?.countryDialingCode === countryDialingCode && member?.mobileNum === mobileNum;
    if (!owns) return { expiredMinutes: site.smsExpiredMinutes } satisfies SmsSent;
  }
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
