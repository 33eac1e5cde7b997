import { languageTags } from '@portal/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/number-format';

/** Odds ("1800.0000") as the language writes numbers, with 2 to 4 decimals: 1,800.00 or 1.98. */
export function useFormatOdds(): (factor: string) => string {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language gives a new format
  return useCallback(
    (factor: string) => {
      const format = numberFormat(languageTags[currentLanguage()], {
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      });
      return format.format(Number(factor));
    },
    [i18n.language],
  );
}
