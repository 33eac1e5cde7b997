import { languageTags } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { numberFormat } from './number-format';

/** A rate in basis points as a percent in the member's language: 30 → "0.3 %", 125 → "1.25 %". */
export function useFormatRate(): (basisPoints: number) => string {
  // Subscribing re-renders the caller when the language changes.
  useTranslation();
  return (basisPoints) =>
    `${numberFormat(languageTags[currentLanguage()], { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}
