import { checkPattern, type RegisterField, type RegisterSetting, ruleFor } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** Form rules of the identity dialogs (SPEC §5). Messages are i18n keys, translated where shown. */
export const requiredText = z.string().trim().min(1, 'validation.reg_required');
export const mobileText = z
  .string()
  .trim()
  .min(1, 'phone.missing')
  .regex(/^[0-9]{4,20}$/, 'phone.invalid_format');
export const dialingCodeText = z.string().regex(/^\+[0-9]{1,4}$/, 'validation.reg_required');
export const smsCodeText = z
  .string()
  .trim()
  .min(1, 'phone.code_invalid')
  .regex(/^[0-9]{6}$/, 'validation.reg_sms_code');

/**
 * The translated message of a field error. Contract messages (`reg_pattern_2`) are keys under
 * `validation.`; a pattern's min and max come from the site's rule for that field.
 */
export function fieldMessage(
  t: TFunction,
  message: string | undefined,
  rule?: { setting: RegisterSetting; field: RegisterField },
): string | undefined {
  if (!message) return undefined;
  const found = rule ? ruleFor(rule.setting, rule.field) : undefined;
  const params: Record<string, number> = found ? { min: found.minLength, max: found.maxLength } : {};
  const key = message.includes('.') ? message : `validation.${message}`;
  // biome-ignore lint/suspicious/noExplicitAny: keys come from the contracts' rules at run time
  return t(key as any, params) as string;
}

/** A value checked against one of the site's field rules (the password rule for a new password). */
export function ruleText(setting: RegisterSetting, field: RegisterField) {
  return z
    .string()
    .min(1, 'validation.reg_required')
    .superRefine((value, ctx) => {
      const found = ruleFor(setting, field);
      const failure = found ? checkPattern(found, value) : null;
      if (failure) ctx.addIssue({ code: 'custom', message: failure.key });
    });
}
