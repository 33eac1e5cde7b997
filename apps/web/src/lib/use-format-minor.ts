import { minorToDecimal } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { formatMoney } from './money';
import { useSite } from './site';

/** Formats an amount in minor units ("123450") as the site shows money: ₫1,234.50 in EN. */
export function useFormatMinor(): (minor: string | bigint) => string {
  const { brand } = useSite();
  // The language is read inside; subscribing here re-renders the caller when it changes.
  const { i18n } = useTranslation();
  const { symbol, decimals } = brand.currency;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language must give a new formatter
  return useCallback(
    (minor) =>
      formatMoney(minorToDecimal(minor, decimals), {
        symbol,
        language: currentLanguage(),
        decimals: Math.min(decimals, 2),
      }),
    [symbol, decimals, i18n.language],
  );
}
