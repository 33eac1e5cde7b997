import { languageTags } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/** A rate in basis points as a percent in the member's language: 30 → "0.3 %", 125 → "1.25 %". */
export function useFormatRate(): (basisPoints: number) => string {
  // Subscribing re-renders the caller when the language changes.
  useTranslation();
  return (basisPoints) => `${percentFormat(languageTags[currentLanguage()]).format(basisPoints / 100)} %`;
}

// One per locale, kept: building a NumberFormat costs far more than using one (each rate on a first screen built its own).
const percentFormats = new Map<string, Intl.NumberFormat>();
function percentFormat(locale: string): Intl.NumberFormat {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format;
}
