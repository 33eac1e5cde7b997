import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { captchaFields, countryDialingCodeField, smsCodeField, textField } from './fields.js';
import { checkPattern } from './register-patterns.js';
import { type RegisterField, type RegisterRule, registerFieldNames } from './site.js';
import type { RegisterSetting } from './system.js';

export type RegisterMode = 'username' | 'mobile';

/** Fields every form of a mode shows, whatever the site's rules enable. */
const coreFields: Record<RegisterMode, RegisterField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'password', 'confirmPassword'],
};

/** Fields a mode never shows: the captcha has its own widget, and a mobile account is its number. */
const hiddenFields: Record<RegisterMode, RegisterField[]> = {
  username: ['captcha'],
  mobile: ['captcha', 'username'],
};

/** The fields a registration form shows, in the order of the contract's field list. */
export function visibleRegisterFields(setting: RegisterSetting, mode: RegisterMode): RegisterField[] {
  const enabled = new Set(setting.rules.filter((rule) => rule.enabled).map((rule) => rule.field));
  const shown = new Set<RegisterField>([...coreFields[mode], ...enabled]);
  if (mode === 'mobile' && setting.smsVerification) shown.add('verificationCode');
  for (const field of hiddenFields[mode]) shown.delete(field);
  return registerFieldNames.filter((field) => shown.has(field));
}

/** The fields a registration must carry (SPEC §5): the mode's own, then what the site requires. */
export function requiredRegisterFields(setting: RegisterSetting, mode: RegisterMode): Set<RegisterField> {
  const required = new Set<RegisterField>(coreFields[mode]);
  for (const rule of setting.rules) if (rule.enabled && rule.required) required.add(rule.field);
  if (mode === 'mobile' && setting.smsVerification) required.add('verificationCode');
  for (const field of hiddenFields[mode]) required.delete(field);
  return required;
}

export function ruleFor(setting: RegisterSetting, field: RegisterField): RegisterRule | undefined {
  return setting.rules.find((rule) => rule.field === field);
}

const fieldShape = Object.fromEntries(registerFieldNames.map((field) => [field, textField(200).optional()])) as Record<
  RegisterField,
  ReturnType<typeof textField> extends infer T ? z.ZodOptional<T & z.ZodType<string>> : never
>;

/** The shape of POST /wps/member/register and /register/mobile (enc), before the site's rules. */
export const registerBodySchema = z.object({
  ...fieldShape,
  ...captchaFields,
  countryDialingCode: countryDialingCodeField.optional(),
  termsAccepted: z.boolean(),
  ageConfirmed: z.boolean(),
  registerMethod: z.literal('WEB').default('WEB'),
  domain: textField(253).optional(),
  registerUrl: textField(2048).optional(),
  /** Sign the new member in at once (SPEC "login flag"). */
  login: z.boolean().default(true),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * The registration schema of one site and mode: every rule of SPEC §5, written once for the
 * server's check and the browser's form. Issue messages are i18n keys; `params` fill them in.
 */
export function registerRequestSchema(setting: RegisterSetting, mode: RegisterMode) {
  const shown = new Set(visibleRegisterFields(setting, mode));
  const required = requiredRegisterFields(setting, mode);
  return registerBodySchema.superRefine((body, ctx) => {
    const fail = (field: string, message: string, params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', path: [field], message, params });
    for (const field of shown) {
      const value = body[field];
      if (value === undefined || value === '') {
        if (required.has(field)) fail(field, 'reg_required');
        continue;
      }
      if (field === 'verificationCode') {
        if (!smsCodeField.safeParse(value).success) fail(field, 'reg_sms_code');
        continue;
      }
      const rule = ruleFor(setting, field);
      const failure = rule ? checkPattern(rule, value) : null;
      if (failure) fail(field, failure.key, { min: failure.min, max: failure.max });
    }
    // A field the site does not ask for is refused, never stored unchecked (the captcha has its own widget).
    for (const field of registerFieldNames) {
      const value = body[field];
      if (!shown.has(field) && field !== 'captcha' && value !== undefined && value !== '')
        fail(field, 'reg_not_enabled');
    }
    if (body.password !== undefined && body.confirmPassword !== undefined && body.password !== body.confirmPassword) {
      fail('confirmPassword', 'reg_entries_inconsistent');
    }
    if (mode === 'mobile' && !body.countryDialingCode) fail('countryDialingCode', 'reg_required');
    if (!body.termsAccepted) fail('termsAccepted', 'reg_terms_required');
    if (!body.ageConfirmed) fail('ageConfirmed', 'reg_age_required');
  });
}

/** Checks a new password against the site's password rule (change, reset). */
export function checkPassword(setting: RegisterSetting, password: string) {
  const rule = ruleFor(setting, 'password');
  return rule ? checkPattern(rule, password) : null;
}

export const registerResponseSchema = z
  .object({ account: z.string(), token: z.string().nullable() })
  .meta({ id: 'RegisterResponse' });
export const registerResponses = { register: successEnvelope(registerResponseSchema) };
