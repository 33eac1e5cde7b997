import { type Language, languageTags, minorToDecimal, parseAmount } from '@portal/contracts';
import { numberFormat } from '../../../lib/number-format';

/** The most a rate can be: 10,000 basis points, all of the base. */
export const maxRate = 10_000;

export type RateProblem = 'required' | 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_high';

/**
 * A rate typed as a percent ("12.34") in basis points (1234). A basis point is a hundredth of a
 * percent, so the contracts' exact amount parser with two decimals reads it: no float in between.
 */
export function percentToBasisPoints(text: string): { ok: true; rate: number } | { ok: false; problem: RateProblem } {
  if (text.trim() === '') return { ok: false, problem: 'required' };
  const parsed = parseAmount(text, 2);
  if (!parsed.ok) return { ok: false, problem: parsed.problem === 'too_large' ? 'too_high' : parsed.problem };
  if (parsed.minor > BigInt(maxRate)) return { ok: false, problem: 'too_high' };
  return { ok: true, rate: Number(parsed.minor) };
}

/**
 * Basis points as a percent with two decimals in the language's way (12.34% in EN, 12,34% in TY).
 * The decimal string goes to Intl as is, which formats it exactly.
 */
export function formatRate(rate: number, language: Language): string {
  const formatter = numberFormat(languageTags[language], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return formatter.format(minorToDecimal(BigInt(rate), 4) as unknown as number);
}
