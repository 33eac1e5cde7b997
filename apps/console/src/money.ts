import { minorToDecimal } from '@portal/contracts';

/** The site's currency, from its public brand (the operator API's amounts are minor units without one). */
export interface SiteCurrency {
  code: string;
  symbol: string;
  decimals: number;
}

/**
 * Minor units ("4000") in the site's currency as the operator's language writes money ("$40.00"): the exact
 * decimal from `minorToDecimal` goes to Intl as a string, never through a float.
 */
export function formatMinor(minor: string | bigint, currency: SiteCurrency | undefined): string {
  if (!currency) return minorToDecimal(minor, 2);
  const decimal = minorToDecimal(minor, currency.decimals);
  try {
    return new Intl.NumberFormat(document.documentElement.lang || 'en', {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.decimals,
      maximumFractionDigits: currency.decimals,
    }).format(decimal as `${number}`);
  } catch {
    return `${currency.symbol}${decimal}`;
  }
}

/** The sum of amounts in minor units, exact (bigint). */
export const sumMinor = (amounts: readonly string[]): bigint =>
  amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);

/** Minor units in a currency known by its code only: its usual decimals (Intl's) decide the minor unit. */
export function money(minor: string, code: string): string {
  const decimals =
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return formatMinor(minor, { code, decimals, symbol: code });
}
