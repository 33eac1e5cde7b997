import { z } from 'zod';

/**
 * An amount in integer minor units, as a string on the wire: never a float. A malformed one stops
 * here (`abort`): the rules built on it (above zero, min below max) read it with BigInt, which throws.
 */
export const minorUnitsSchema = z
  .string()
  .regex(/^-?(0|[1-9][0-9]{0,17})$/, { message: 'an integer amount in minor units', abort: true });
export type MinorUnits = z.infer<typeof minorUnitsSchema>;

/** An amount above zero, in minor units (a payout, a bonus). */
export const positiveMinorUnitsSchema = minorUnitsSchema.refine((value) => BigInt(value) > 0n, 'above zero');

/** The largest amount a single movement may carry: far below bigint's limit, and below 2^63 in SQL. */
export const maxMinorUnits = 10n ** 15n;

export type AmountProblem = 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large';

/**
 * Reads an amount a person typed ("1,234.5" is not accepted: digits and one dot only) into minor
 * units of a currency with `decimals` fraction digits. Exact: no float is ever involved.
 */
export function parseAmount(
  text: string,
  decimals: number,
): { ok: true; minor: bigint } | { ok: false; problem: AmountProblem } {
  const trimmed = text.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return { ok: false, problem: /^-/.test(trimmed) ? 'not_positive' : 'not_a_number' };
  const [, whole = '0', fraction = ''] = match;
  if (whole.replace(/^0+/, '').length > 19) return { ok: false, problem: 'too_large' };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { ok: false, problem: 'too_many_decimals' };
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(significant.padEnd(decimals, '0') || '0');
  if (minor === 0n) return { ok: false, problem: 'not_positive' };
  if (minor > maxMinorUnits) return { ok: false, problem: 'too_large' };
  return { ok: true, minor };
}

/** Minor units ("123450") as a plain decimal string ("1234.50") for a currency with `decimals` digits. */
export function minorToDecimal(minor: string | bigint, decimals: number): string {
  const text = String(minor);
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).padStart(decimals + 1, '0');
  const whole = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative ? `-${whole}` : whole;
}
