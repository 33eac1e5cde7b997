import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import {
  captchaFields,
  countryDialingCodeField,
  mobileNumField,
  passwordField,
  smsCodeField,
  textField,
  usernameField,
} from './fields.js';
import { passwordChangeReasonSchema, roleSchema } from './member.js';

/** POST /wps/session/login (enc): by username and password, or by mobile number and SMS code. */
export const loginRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: usernameField,
    password: passwordField,
    ...captchaFields,
    /** The SMS code of the extra verification asked for from an unknown address. */
    verificationCode: smsCodeField.optional(),
    /** Sent by the /agent page: only agents may sign in there. */
    agent: z.boolean().optional(),
    /** Remember me: the server also sets a one-day HttpOnly remember-me cookie (not on the agent page). */
    remember: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('sms'),
    countryDialingCode: countryDialingCodeField,
    mobileNum: mobileNumField,
    verificationCode: smsCodeField,
    agent: z.boolean().optional(),
    remember: z.boolean().optional(),
  }),
]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What every sign-in answers (SPEC §3 "Login response"), plus what the browser does next. */
export const loginResponseSchema = z
  .object({
    token: z.string(),
    role: roleSchema,
    firstTimeLogin: z.boolean(),
    /** The password is past its age and the site forces a change (PWDEXPFORCECHANGE3). */
    passwordExpired: z.boolean(),
    /** The password is the site's default password or a one-time one: it must be changed now. */
    defaultPassword: z.boolean(),
    /** Why this session must change its password first; null when it need not. */
    passwordChange: passwordChangeReasonSchema.nullable(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /wps/session/login/freeplay (FREEPLAY3): a trial session. */
export const freePlayRequestSchema = z.object({ os: textField(32).optional(), platform: z.literal('W') });

/** GET /wps/captcha: a single-use image, as a data URI, and the id its answer is sent with. */
export const captchaSchema = z.object({ captchaId: z.uuid(), value: z.string() }).meta({ id: 'Captcha' });
export type Captcha = z.infer<typeof captchaSchema>;

export const smsPurposeSchema = z.enum(['login', 'reset-password', 'verify-login']);
/**
 * POST /wps/verification/sms/noLogin: a code for signing in, resetting a password, or verifying a new
 * address. An address's first code in its hour goes without a captcha; later ones carry one.
 */
export const smsNoLoginRequestSchema = z.object({
  countryDialingCode: countryDialingCodeField,
  mobileNum: mobileNumField,
  purpose: smsPurposeSchema.default('login'),
  /** For `verify-login`: the account being verified. */
  username: usernameField.optional(),
  ...captchaFields,
});
/** POST /wps/verification/sms/register. */
export const smsRegisterRequestSchema = z.object({
  countryDialingCode: countryDialingCodeField,
  mobileNo: mobileNumField,
  ...captchaFields,
});
export const smsSentSchema = z.object({ expiredMinutes: z.int().min(1) }).meta({ id: 'SmsSent' });
export type SmsSent = z.infer<typeof smsSentSchema>;

/** PUT /wps/member/password (enc). The old password may be left out only when it was just proven. */
export const changePasswordRequestSchema = z.object({
  oldPassword: passwordField.optional(),
  newPassword: passwordField,
  confirmNewPassword: passwordField,
});
/** POST /wps/member/password/email: a single-use code (15 minutes) goes to the account's address. */
export const forgotByEmailRequestSchema = z.object({ username: usernameField, email: textField(254).min(3) });
/** The code the reset e-mail carries: ten letters and digits that cannot be mistaken for one another. */
export const resetCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/, 'reset_code_format');
/** POST /wps/member/password/email/reset (enc): the e-mailed code and the new password. */
export const resetByEmailRequestSchema = z.object({
  username: usernameField,
  code: resetCodeField,
  newPassword: passwordField,
  confirmNewPassword: passwordField,
});
/** POST /wps/member/password/verification (enc): reset by mobile and SMS code, then signed in. */
export const resetByMobileRequestSchema = z.object({
  countryDialingCode: countryDialingCodeField,
  mobileNum: mobileNumField,
  verificationCode: smsCodeField,
  newPassword: passwordField,
});

/** GET /wps/agent/affiliate?code&domain: whether an invitation code is valid on this site. */
export const affiliateQuerySchema = z.object({ code: textField(32).min(1), domain: textField(253).optional() });
export const affiliateSchema = z.object({ valid: z.literal(true), agent: z.string() });

export const emptySchema = z.null();

export const sessionResponses = {
  login: successEnvelope(loginResponseSchema),
  captcha: successEnvelope(captchaSchema),
  smsSent: successEnvelope(smsSentSchema),
  affiliate: successEnvelope(affiliateSchema),
  empty: successEnvelope(emptySchema),
};

export const oidcStartQuerySchema = z.object({
  /** Where the browser lands afterwards: a path of this site, never another host. */
  returnTo: z
    .string()
    .max(512)
    .regex(/^\/(?![/\\])[^\s]*$/, 'a path of this site')
    .default('/'),
});
/** The browser trades the single-use ticket of the callback for a session. */
export const oidcExchangeRequestSchema = z.object({ ticket: z.string().min(20).max(100) });
