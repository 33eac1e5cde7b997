import { type AmountProblem, parseAmount } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './http';

/**
 * Form rules shared by every money form (withdraw, transfers, confirmation of receipt). Messages are
 * i18n keys, translated where shown; an amount message gets the limits filled in by the field.
 */
export type AmountMessageKey =
  | 'transfer.amountRequired'
  | `transfer.amountProblem.${AmountProblem | 'outside_limits'}`
  | 'error.insufficient_funds'
  | 'error.demo_money_not_withdrawable';

export interface AmountLimits {
  /** Inclusive bounds in minor units. */
  min?: bigint;
  max?: bigint;
  /** What the paying wallet holds: more than that is refused before asking the server. */
  available?: bigint;
  /** What may leave the portal when part of the wallet is demo money (the server's rule, mirrored). */
  withdrawable?: bigint;
}

/** An amount as typed ("100.50"), read exactly with the contracts' parser: never a float. */
export function amountText(decimals: number, limits: AmountLimits = {}) {
  return z.string().superRefine((value, ctx) => {
    const issue = (message: AmountMessageKey) => ctx.addIssue({ code: 'custom', message });
    if (value.trim() === '') return issue('transfer.amountRequired');
    const parsed = parseAmount(value, decimals);
    if (!parsed.ok) return issue(`transfer.amountProblem.${parsed.problem}`);
    const { min, max, available, withdrawable } = limits;
    if ((min !== undefined && parsed.minor < min) || (max !== undefined && parsed.minor > max)) {
      return issue('transfer.amountProblem.outside_limits');
    }
    if (available !== undefined && parsed.minor > available) return issue('error.insufficient_funds');
    if (withdrawable !== undefined && parsed.minor > withdrawable) issue('error.demo_money_not_withdrawable');
  });
}

export const paymentPasswordText = z.string().regex(/^[0-9]{6}$/, 'transfer.paymentPasswordRule');

/** A free-text remark: at most 140 characters (SPEC §9), no control characters (the contracts' textField). */
export const remarkText = z
  .string()
  .max(140, 'transfer.remarkTooLong')
  .regex(/^[^\p{Cc}]*$/u, 'transfer.remarkInvalid');

/** How setError marks a message that is already translated (a refusal from the server). */
const serverErrorType = 'server';

/** The text under a field: a rule's key translated (with the amount limits), or the server's message as is. */
export function fieldText(
  t: TFunction,
  error: FieldError | undefined,
  params: Record<string, string> = {},
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === serverErrorType) return error.message;
  // biome-ignore lint/suspicious/noExplicitAny: the keys come from the rules above, checked by their types
  return t(error.message as any, params) as string;
}

/**
 * Puts a refusal next to the field the server names (`body.amount` → amount) when the form has that
 * field (or one the form calls by another name: `aliases` maps wire names to form fields); otherwise
 * answers the text for the form's alert.
 */
export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  text: string,
  aliases: Record<string, Path<T>> = {},
) {
  const wire = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
  const field = wire === undefined ? undefined : (aliases[wire] ?? wire);
  if (field && Object.hasOwn(form.getValues(), field)) {
    form.setError(field as Path<T>, { type: serverErrorType, message: text }, { shouldFocus: true });
    return null;
  }
  return text;
}
