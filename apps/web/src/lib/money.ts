import { type Language, languageTags } from '@portal/contracts';
import { numberFormat } from './number-format';

export interface MoneyFormat {
  /** The site's currency symbol (brand.currency.symbol). */
  symbol: string;
  language: Language;
  /** Fraction digits; the portal shows two (UI.md). */
  decimals?: number;
}

const decimalPattern = /^-?\d+(\.\d+)?$/;

function formatter(language: Language, decimals: number): Intl.NumberFormat {
  return numberFormat(languageTags[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  });
}

/**
 * Formats an amount for display: the site's symbol, two decimals, the language's separators
 * (1,234.50 in EN, 1.234,50 in TY and PT). Amounts arrive as decimal strings from the API, which
 * Intl formats exactly, without going through a float.
 */
export function formatMoney(amount: string | number, { symbol, language, decimals = 2 }: MoneyFormat): string {
  if (typeof amount === 'string' && !decimalPattern.test(amount)) throw new RangeError(`not an amount: ${amount}`);
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const negative = typeof amount === 'string' ? amount.startsWith('-') : amount < 0;
  const magnitude = typeof amount === 'string' ? amount.replace(/^-/, '') : Math.abs(amount);
  const digits = formatter(language, decimals).format(magnitude as number);
  const isZero = !/[1-9]/.test(digits);
  return `${negative && !isZero ? '-' : ''}${symbol}${digits}`;
}

/** What the balance shows while the hide toggle is on (UI.md: dots instead of the amount). */
export const hiddenAmount = '••••••';
