import {
  type SmsSent,
  sessionPaths,
  type smsNoLoginRequestSchema,
  type smsRegisterRequestSchema,
  smsSentSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/http';

export type SmsPurpose = 'login' | 'reset-password' | 'verify-login';
export type SmsNoLoginBody = z.input<typeof smsNoLoginRequestSchema>;
export type SmsRegisterBody = z.input<typeof smsRegisterRequestSchema>;
/** The answer to a captcha that a further SMS from one address needs. */
export type CaptchaAnswer = Required<Pick<SmsNoLoginBody, 'captchaId' | 'captcha'>>;

/** POST /wps/verification/sms/noLogin: a code to sign in, reset a password or verify a new address. */
export function sendSmsNoLogin(body: SmsNoLoginBody): Promise<SmsSent> {
  return request(sessionPaths.smsNoLogin, smsSentSchema, { method: 'POST', body });
}

/** POST /wps/verification/sms/register: a code for a new account's mobile number. */
export function sendSmsRegister(body: SmsRegisterBody): Promise<SmsSent> {
  return request(sessionPaths.smsRegister, smsSentSchema, { method: 'POST', body });
}
