import { z } from 'zod';

/** Free text from a form: bounded, and never a control character (tab, newline, NUL…). */
export function textField(max: number) {
  return z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');
}

export const usernameField = textField(64).min(1);
export const passwordField = textField(128).min(1);
export const countryDialingCodeField = z.string().regex(/^\+[0-9]{1,4}$/, 'a dialing code such as +84');
export const mobileNumField = z.string().regex(/^[0-9]{4,20}$/, 'digits only, 4 to 20');
export const smsCodeField = z.string().regex(/^[0-9]{6}$/, 'six digits');
export const captchaFields = {
  captchaId: z.uuid().optional(),
  captcha: textField(12).optional(),
};

/** A row id on the wire: a bigserial as a decimal string. `what` names it in the message. */
export function rowIdField(what: string) {
  return z.string().regex(/^[0-9]{1,18}$/, what);
}
