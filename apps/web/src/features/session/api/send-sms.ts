import { type SmsSent, sessionPaths, smsSentSchema } from '@portal/contracts';
import { request } from '../../../lib/http';

export type SmsPurpose = 'login' | 'reset-password' | 'verify-login';

export interface SmsNoLoginBody {
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  username?: string;
}

/** POST /wps/verification/sms/noLogin: a code to sign in, reset a password or verify a new address. */
export function sendSmsNoLogin(body: SmsNoLoginBody): Promise<SmsSent> {
  return request(sessionPaths.smsNoLogin, smsSentSchema, { method: 'POST', body });
}

/** POST /wps/verification/sms/register: a code for a new account's mobile number. */
export function sendSmsRegister(body: { countryDialingCode: string; mobileNo: string }): Promise<SmsSent> {
  return request(sessionPaths.smsRegister, smsSentSchema, { method: 'POST', body });
}
