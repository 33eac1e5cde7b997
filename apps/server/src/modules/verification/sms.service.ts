import { randomInt } from 'node:crypto';
import type { SmsSent } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { MessageProvider } from '../../platform/messaging.js';
import type { Secrets } from '../../platform/secrets.js';
import type { Site } from '../../platform/site.types.js';
import type { Throttle } from '../../platform/throttle/index.js';
import { countAttempt } from './attempt-gate.js';
import type { CaptchaAnswer } from './captcha.service.js';
import { insertCode, latestUnusedCode, type MobileNumber, useCode } from './sms.repository.js';

export type { MobileNumber } from './sms.repository.js';
export type SmsPurpose = 'login' | 'reset-password' | 'verify-login' | 'register';

interface SmsDeps {
  db: Database;
  secrets: Secrets;
  sms: MessageProvider;
  throttle: Throttle;
}

/** What is hashed: the code bound to its number and purpose, so it is worth nothing elsewhere. */
function codeMaterial(number: MobileNumber, purpose: SmsPurpose, code: string) {
  return `${number.countryDialingCode}${number.mobileNum}:${purpose}:${code}`;
}

/**
 * Counts a send against its limits before anything is sent (platform/throttle rules): an address's
 * first text in its hour goes without a captcha, any other needs one, and the address may text only
 * so many numbers; a number gets one text a second and five in five minutes, then "retry after 5
 * minutes" (SPEC §5, §9). Each count is the atomic step that decides, so a burst cannot overrun it.
 */
export async function admitSmsSend(
  deps: Omit<SmsDeps, 'sms'>,
  site: Site,
  number: MobileNumber,
  client: { ip: string; captcha: CaptchaAnswer },
): Promise<void> {
  const [perAddress] = await countAttempt(
    deps,
    site.id,
    [deps.throttle.of('smsPerAddress', client.ip)],
    client.captcha,
  );
  if (!perAddress?.allowed) throw new AppError('SMS_TOO_MANY');
  const subject = `${site.id}:${number.countryDialingCode}${number.mobileNum}`;
  if (!(await deps.throttle.of('smsPerNumberSecond', subject).consume()).allowed) throw new AppError('THROTTLED');
  if (!(await deps.throttle.of('smsPerNumber', subject).consume()).allowed) throw new AppError('SMS_TOO_MANY');
}

/** Sends a 6-digit code from a CSPRNG, bound to the number and the purpose, valid for the site's expiry. */
export async function sendSmsCode(
  deps: SmsDeps,
  site: Site,
  number: MobileNumber,
  purpose: SmsPurpose,
): Promise<SmsSent> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiredMinutes = site.smsExpiredMinutes;
  const codeHash = deps.secrets.digest(codeMaterial(number, purpose, code));
  await insertCode(deps.db, { siteId: site.id, number, purpose, codeHash, expiredMinutes });
  await deps.sms.send({
    siteId: site.id,
    to: `${number.countryDialingCode}${number.mobileNum}`,
    body: `${site.name}: your verification code is ${code}. It expires in ${expiredMinutes} min.`,
  });
  return { expiredMinutes };
}

/**
 * Uses up the newest code of the number and purpose when it matches. Every try is counted before
 * the code is compared (a burst of guesses gets five compared at most); after five wrong tries the
 * code is dead. A used or expired code never works again.
 */
export async function verifySmsCode(
  deps: { db: Database; secrets: Secrets; throttle: Throttle },
  siteId: number,
  number: MobileNumber,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const invalid = () => new AppError('SMS_CODE_INVALID', { field: 'verificationCode' });
  const latest = await latestUnusedCode(deps.db, siteId, number, purpose);
  if (!latest) throw invalid();
  const expired = () => new AppError('SMS_CODE_EXPIRED', { field: 'verificationCode' });
  // A code past its tries is as dead as an expired one: the member is told to send a new one.
  if (!(await deps.throttle.of('smsCodeTries', String(latest.id)).consume()).allowed) throw expired();
  if (latest.expiresAt.getTime() <= Date.now()) throw expired();
  if (!deps.secrets.matches(codeMaterial(number, purpose, code), latest.codeHash)) throw invalid();
  if (!(await useCode(deps.db, latest.id))) throw invalid();
}
